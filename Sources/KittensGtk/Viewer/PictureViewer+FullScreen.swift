import CGtk
import Localization

extension PictureViewer {
    /// The tool bar's full-screen button says what it does now: enter full screen, or leave it
    /// (`isOn`), in its icon, its tooltip and its accessible name.
    func showFullScreen(_ isOn: Bool) {
        guard isOn != fullScreenButtonLeaves else { return }
        fullScreenButtonLeaves = isOn
        let button = parts[.fullScreenButton]
        if isOn {
            gtk_button_set_icon_name(kittens_button(button), "view-restore-symbolic")
            gtk_widget_set_tooltip_text(button, localized("Leave Full Screen (F11)"))
            kittens_set_accessible_label(button, localized("Leave Full Screen"))
        } else {
            gtk_button_set_icon_name(kittens_button(button), "view-fullscreen-symbolic")
            gtk_widget_set_tooltip_text(button, localized("Full Screen (F11)"))
            kittens_set_accessible_label(button, localized("Full Screen"))
        }
    }
}

import KittensPictures
import CGLib
import CGtk
import GLibRuntime
import Kittens
import Localization

/// The widgets of the picture viewer: a tool bar (Back, Previous, Next and the picture menu,
/// all bound to window actions) over the picture scaled to fit, a spinner while it loads, or
/// the error with Retry, with the breed card beside it when the picture has a breed. It shows what it is given and decides nothing. An animated GIF plays
/// (`PictureViewer+Animation.swift`).
@MainActor
final class PictureViewer {
    enum Page: String {
        case picture, loading, error
    }

    let widget: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>
    let spinner: UnsafeMutablePointer<GtkWidget>
    let errorLabel: UnsafeMutablePointer<GtkWidget>
    let retryButton: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    let menuButton: UnsafeMutablePointer<GtkWidget>
    /// The heart: filled while the picture is a favourite (`FavouriteHeart`).
    let heart = FavouriteHeart()
    /// Over the picture of an animated GIF while animations are off: plays it.
    let playButton: UnsafeMutablePointer<GtkWidget>
    private let pages: UnsafeMutablePointer<GtkWidget>
    /// Beside the picture: what the model says of its breed (`BreedCardView`).
    let breedCard = BreedCardView()
    var onRetry: (() -> Void)?
    /// The animation shown, and the first-frame texture of the picture it plays.
    var animation: (player: GIFAnimation, first: OpaquePointer)?
    /// Set once Play was pressed: the animation plays although animations are off.
    var playRequested = false

    init() {
        backButton = Self.button(icon: "go-previous-symbolic", action: "win.back", tooltip: localized("Back to the List (Escape)"), label: localized("Back"))
        let previous = Self.button(icon: "pan-start-symbolic", action: "win.previous", tooltip: localized("Previous Picture (Left)"), label: localized("Previous Picture"))
        let next = Self.button(icon: "pan-end-symbolic", action: "win.next", tooltip: localized("Next Picture (Right)"), label: localized("Next Picture"))
        menuButton = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "view-more-symbolic")
        gtk_widget_set_tooltip_text(menuButton, localized("Picture Menu"))
        kittens_set_accessible_label(menuButton, localized("Picture Menu"))
        let menu = PictureMenu.make()
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), kittens_menu_model(menu.raw))

        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "toolbar")
        setMargins(bar, horizontal: 6, vertical: 6)
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(spacer, 1)
        for child in [backButton, spacer, heart.button, previous, next, menuButton] { gtk_box_append(kittens_box(bar), child) }

        picture = gtk_picture_new()
        gtk_picture_set_can_shrink(kittens_picture(picture), 1)
        gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_CONTAIN)
        gtk_widget_set_hexpand(picture, 1)
        gtk_widget_set_vexpand(picture, 1)
        kittens_set_accessible_label(picture, localized("Picture"))

        playButton = gtk_button_new_from_icon_name("media-playback-start-symbolic")!
        gtk_widget_add_css_class(playButton, "osd")
        gtk_widget_add_css_class(playButton, "circular")
        gtk_widget_set_halign(playButton, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(playButton, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(playButton, localized("Play Animation"))
        kittens_set_accessible_label(playButton, localized("Play Animation"))
        gtk_widget_set_visible(playButton, 0)
        let pictureOverlay = gtk_overlay_new()!
        gtk_overlay_set_child(kittens_overlay(pictureOverlay), picture)
        gtk_overlay_add_overlay(kittens_overlay(pictureOverlay), playButton)

        // An indeterminate progress bar to assistive technology.
        spinner = kittens_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
        gtk_widget_set_size_request(spinner, 48, 48)
        gtk_widget_set_halign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
        kittens_set_accessible_label(spinner, localized("Loading the picture"))

        errorLabel = gtk_label_new(nil)
        gtk_label_set_wrap(kittens_label(errorLabel), 1)
        gtk_label_set_justify(kittens_label(errorLabel), GTK_JUSTIFY_CENTER)
        retryButton = gtk_button_new_with_label(localized("Retry"))
        gtk_widget_set_halign(retryButton, GTK_ALIGN_CENTER)
        kittens_set_accessible_label(retryButton, localized("Retry loading the picture"))
        let errorBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(errorBox, "empty-state")
        gtk_widget_set_halign(errorBox, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(errorBox, GTK_ALIGN_CENTER)
        gtk_box_append(kittens_box(errorBox), errorLabel)
        gtk_box_append(kittens_box(errorBox), retryButton)

        pages = gtk_stack_new()
        gtk_widget_set_vexpand(pages, 1)
        gtk_stack_add_named(kittens_stack(pages), pictureOverlay, Page.picture.rawValue)
        gtk_stack_add_named(kittens_stack(pages), spinner, Page.loading.rawValue)
        gtk_stack_add_named(kittens_stack(pages), errorBox, Page.error.rawValue)

        gtk_widget_set_hexpand(pages, 1)
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(kittens_box(content), pages)
        gtk_box_append(kittens_box(content), breedCard.widget)

        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(widget, "picture-viewer")
        gtk_box_append(kittens_box(widget), bar)
        gtk_box_append(kittens_box(widget), content)

        Signal.onClicked(kittens_button(retryButton)) { [weak self] in self?.onRetry?() }
        Signal.onClicked(kittens_button(playButton)) { [weak self] in self?.playPressed() }
        Signal.onMap(picture) { [weak self] in self?.pictureMapped() }
        Signal.onUnmap(picture) { [weak self] in self?.animation?.player.stop() }
    }

    /// Shows `state`: the picture, the spinner (also for nil: nothing asked yet), or the error.
    func show(_ state: ViewerPictureState?) {
        let page: Page
        switch state {
        case .loaded(let loaded):
            page = .picture
            if let playback = loaded.animation {
                showAnimation(loaded.texture, playback)
            } else {
                stopAnimation()
                gtk_picture_set_paintable(kittens_picture(picture), loaded.texture.paintable)
            }
        case .failed(let failure):
            return showFailure(failure.message)
        case .loading, nil:
            page = .loading
            stopAnimation()
            gtk_picture_set_paintable(kittens_picture(picture), nil)
        }
        gtk_spinner_set_spinning(kittens_spinner(spinner), page == .loading ? 1 : 0)
        if visiblePage != page { gtk_stack_set_visible_child_name(kittens_stack(pages), page.rawValue) }
    }

    /// Shows `message` and Retry instead of a picture.
    func showFailure(_ message: String) {
        gtk_label_set_text(kittens_label(errorLabel), message)
        stopAnimation()
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        gtk_spinner_set_spinning(kittens_spinner(spinner), 0)
        if visiblePage != .error { gtk_stack_set_visible_child_name(kittens_stack(pages), Page.error.rawValue) }
    }

    /// Sets what assistive technology says for the picture, such as "Cat picture k000012".
    func setPictureLabel(_ text: String) {
        kittens_set_accessible_label(picture, text)
    }

    /// Lets go of the picture shown.
    func clear() {
        stopAnimation()
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        gtk_spinner_set_spinning(kittens_spinner(spinner), 0)
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(pages)).flatMap { Page(rawValue: String(cString: $0)) }
    }

    /// The device pixels the picture may cover: its area times the scale factor; nil before
    /// the viewer has a size.
    var drawnSize: (width: Int, height: Int)? {
        let width = Int(gtk_widget_get_width(pages)), height = Int(gtk_widget_get_height(pages))
        guard width > 0, height > 0 else { return nil }
        let scale = max(1, Int(gtk_widget_get_scale_factor(pages)))
        return (width * scale, height * scale)
    }

    private static func button(
        icon: String, action: String, tooltip: String, label: String
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_actionable_set_action_name(kittens_actionable(button), action)
        gtk_widget_set_tooltip_text(button, tooltip)
        kittens_set_accessible_label(button, label)
        return button
    }
}

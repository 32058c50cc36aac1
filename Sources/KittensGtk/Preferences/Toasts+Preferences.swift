import Localization

extension Toasts {
    /// The button of a notice whose remedy is the key (the server refused it): opens
    /// Preferences, where it is set.
    static var keyButton: (label: String, action: String) { (localized("Preferences"), "win.preferences") }
}

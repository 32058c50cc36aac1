import CGLib

/// Text for the libadwaita 1.2 properties that GTK parses as Pango markup: a toast's title, a
/// status page's description, a preferences row's title and subtitle, a preferences group's title
/// and description, the About window's comments, copyright and credit section names. Every string
/// set on one of them goes through `Markup.escaped`, so that "Tom & Jerry.jpg" or a server's
/// "<b>" shows as typed instead of an empty label and a GTK warning.
enum Markup {
    /// `text` with `&`, `<`, `>`, `'` and `"` written as entities (`g_markup_escape_text`).
    static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

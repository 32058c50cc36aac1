/// Where the user's manual is, as the URI the desktop's help viewer (yelp) opens for F1 and the
/// primary menu's Help (`win.help`).
///
/// Installed, the Mallard pages are in `<datadir>/help/C/org.kittensforlinux.Kittens/`, and
/// `help:org.kittensforlinux.Kittens` finds them through `XDG_DATA_DIRS`, as GNOME apps do.
/// Run from a checkout nothing is installed, so `help:` would find nothing; yelp also reads
/// `ghelp:` followed by an absolute folder path as the Mallard pages of that folder (it turns
/// it into a `file:` URI and opens the folder's `index.page`), so a checkout's manual is
/// `ghelp:/…/data/help/C` (`folder(_:)`).
public struct HelpLocation: Equatable, Sendable {
    /// What `gtk_show_uri` is given.
    public let uri: String

    /// The installed manual.
    public static let installed = HelpLocation(uri: "help:org.kittensforlinux.Kittens")

    /// The Mallard pages in `path`, an absolute folder holding `index.page`.
    public static func folder(_ path: String) -> HelpLocation {
        HelpLocation(uri: "ghelp:" + path)
    }
}

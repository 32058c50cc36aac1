import FoundationEssentials
import Kittens
import KittensSupport

/// Where the app's translations (`<lang>/LC_MESSAGES/kittens.mo`) are: `KITTENS_LOCALE_DIR` when
/// set (tests and development, with catalogues compiled from `data/po`); else the installed
/// `<prefix>/share/locale` beside `<prefix>/bin/kittens`. Nothing is read here: a folder without
/// catalogues leaves every string in English.
enum LocaleFolder {
    static func path(
        environment: [String: String] = ProcessEnvironment.current(),
        executable: URL = RunningExecutable.url
    ) -> String {
        if let folder = environment["KITTENS_LOCALE_DIR"], !folder.isEmpty { return folder }
        return executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale", isDirectory: true).path
    }
}

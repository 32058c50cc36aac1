import CIntl

/// Start-up of gettext for the whole process.
public enum Localization {
    /// Takes the user's locale from the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`)
    /// and looks for catalogues of the `kittens` domain in `localeDirectory`
    /// (`<prefix>/share/locale` when installed). Call once, first thing in `main`.
    public static func start(localeDirectory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(gettextDomain, localeDirectory)
        bind_textdomain_codeset(gettextDomain, "UTF-8")
    }
}

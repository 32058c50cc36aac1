import FoundationEssentials

/// The app's own folder under one of the XDG base directories: `$XDG_CACHE_HOME/kittens`,
/// `$XDG_CONFIG_HOME/kittens` ..., or the specification's default under the home folder
/// (`~/.cache/kittens`, `~/.config/kittens`) when the variable is unset, empty or not absolute.
public enum XDGDirectory: Sendable {
    /// What may be deleted at any time: the saved list, thumbnails.
    case cache
    /// What the user chose: preferences.
    case config

    /// The folder every base directory holds for this app.
    public static let appFolder = "kittens"

    public func url(environment: [String: String] = ProcessEnvironment.current()) -> URL {
        if let base = environment[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(Self.appFolder, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(defaultBelowHome, isDirectory: true)
            .appendingPathComponent(Self.appFolder, isDirectory: true)
    }

    private var variable: String {
        switch self {
        case .cache: "XDG_CACHE_HOME"
        case .config: "XDG_CONFIG_HOME"
        }
    }

    private var defaultBelowHome: String {
        switch self {
        case .cache: ".cache"
        case .config: ".config"
        }
    }
}

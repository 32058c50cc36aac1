import FoundationEssentials

/// The app's config folder: `$XDG_CONFIG_HOME/kittens`, or `~/.config/kittens` when that variable
/// is unset, empty or not absolute (as the XDG Base Directory specification says).
public enum ConfigDirectory {
    public static func url(environment: [String: String] = ProcessEnvironment.current()) -> URL {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(CacheDirectory.appFolder, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".config", isDirectory: true)
            .appendingPathComponent(CacheDirectory.appFolder, isDirectory: true)
    }
}

import FoundationEssentials

/// The app's cache folder: `$XDG_CACHE_HOME/kittens`, or `~/.cache/kittens` when that variable
/// is unset, empty or not absolute (as the XDG Base Directory specification says).
public enum CacheDirectory {
    public static let appFolder = "kittens"

    public static func url(environment: [String: String] = ProcessEnvironment.current()) -> URL {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(appFolder, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent(appFolder, isDirectory: true)
    }
}

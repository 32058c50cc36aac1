import FoundationEssentials
import Kittens
import KittensSupport

/// Where the app's data files (CSS) are: `KITTENS_DATA_DIR` when set; else the installed
/// `<prefix>/share/kittens` beside `<prefix>/bin/kittens`; else, for a build run from a
/// checkout, the repository's `data` folder.
enum AppDataFolder {
    static func url(
        environment: [String: String] = ProcessEnvironment.current(),
        executable: URL = RunningExecutable.url,
        fileManager: FileManager = .default
    ) -> URL? {
        var candidates: [URL] = []
        if let folder = environment["KITTENS_DATA_DIR"], !folder.isEmpty {
            candidates.append(URL(fileURLWithPath: folder, isDirectory: true))
        }
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/kittens", isDirectory: true))
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data", isDirectory: true))
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent(styleSheetName).path) }
    }

    static let styleSheetName = "kittens.css"
}

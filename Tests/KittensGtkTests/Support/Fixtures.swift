import Foundation
import Kittens

enum Fixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func thumbnail(_ name: String) -> Data {
        data("thumbnails/\(name)")
    }

    /// A file under `data/fixtures/`, or no bytes. Read through `FileHandle`: `Data(contentsOf:)`
    /// leaks 4 KiB on an empty file (FoundationEssentials, Swift 6.3), which LeakSanitizer reports.
    static func data(_ path: String) -> Data {
        guard let handle = FileHandle(forReadingAtPath: repositoryRoot.appendingPathComponent("data/fixtures/\(path)").path)
        else { return Data() }
        defer { try? handle.close() }
        return (try? handle.readToEnd()) ?? Data()
    }

    /// Files whose header claims a picture over the limits, in a few bytes to kilobytes.
    static let bombs = ["bomb-30000x30000.jpg", "bomb-10000x10000.png", "bomb-65535x65535.gif", "bomb-frame-20000x20000.gif"]

    static var styleSheet: URL { repositoryRoot.appendingPathComponent("data/kittens.css") }

    /// `count` rows with distinct URLs under `base`, numbered from `start`. The default base
    /// refuses connections at once, so thumbnails fail fast and no test touches the internet.
    static func rows(_ count: Int, start: Int = 0, base: String = "http://127.0.0.1:9/images") -> [KittenRow] {
        (start..<(start + count)).compactMap { index in
            URL(string: "\(base)/kitten-\(index).jpg").map { KittenRow(id: "id\(index)", url: $0) }
        }
    }
}

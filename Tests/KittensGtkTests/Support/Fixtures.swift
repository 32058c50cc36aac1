import Foundation
import Kittens

enum Fixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func thumbnail(_ name: String) -> Data {
        (try? Data(contentsOf: repositoryRoot.appendingPathComponent("data/fixtures/thumbnails/\(name)"))) ?? Data()
    }

    static var styleSheet: URL { repositoryRoot.appendingPathComponent("data/kittens.css") }

    /// `count` rows with distinct URLs under `base`, numbered from `start`. The default base
    /// refuses connections at once, so thumbnails fail fast and no test touches the internet.
    static func rows(_ count: Int, start: Int = 0, base: String = "http://127.0.0.1:9/images") -> [KittenRow] {
        (start..<(start + count)).compactMap { index in
            URL(string: "\(base)/kitten-\(index).jpg").map { KittenRow(id: "id\(index)", url: $0) }
        }
    }
}

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

    /// `count` rows with distinct URLs under `base`, numbered from `start`.
    static func rows(_ count: Int, start: Int = 0, base: String = "https://cdn2.thecatapi.com/images") -> [KittenRow] {
        (start..<(start + count)).compactMap { index in
            URL(string: "\(base)/kitten-\(index).jpg").map { KittenRow(id: "id\(index)", url: $0) }
        }
    }
}

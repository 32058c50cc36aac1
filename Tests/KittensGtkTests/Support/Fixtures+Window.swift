import Foundation
import Kittens
import TestSupport

extension Fixtures {
    /// Files whose header claims a picture over the limits, in a few bytes to kilobytes.
    static let bombs = ["bomb-30000x30000.jpg", "bomb-10000x10000.png", "bomb-65535x65535.gif", "bomb-frame-20000x20000.gif"]

    static var styleSheet: URL { repositoryRoot.appendingPathComponent("data/kittens.css") }

    /// `count` rows with distinct URLs under `base`, numbered from `start`. The default base
    /// refuses connections at once, so thumbnails fail fast and no test touches the internet.
    static func rows(_ count: Int, start: Int = 0, base: String = "http://127.0.0.1:9/images") -> [PictureRow] {
        (start..<(start + count)).compactMap { index in
            URL(string: "\(base)/kitten-\(index).jpg").map { PictureRow(id: "id\(index)", url: $0) }
        }
    }
}

import Foundation

/// The JSON form of a snapshot on disk. `format` names this layout, so a file written by
/// something else, or by a future layout, is recognised as foreign and ignored.
struct SnapshotFileFormat: Codable {
    static let currentFormat = "org.kittensforlinux.Kittens.snapshot.v1"

    struct Image: Codable {
        let id: String
        let url: String
        let width: Int?
        let height: Int?
    }

    let format: String
    let savedAt: Date
    let nextPage: Int
    let canLoadMore: Bool
    let images: [Image]

    init(_ snapshot: KittenSnapshot) {
        format = Self.currentFormat
        savedAt = snapshot.savedAt
        nextPage = snapshot.nextPage
        canLoadMore = snapshot.canLoadMore
        images = snapshot.images.map { Image(id: $0.id, url: $0.url.absoluteString, width: $0.width, height: $0.height) }
    }

    /// Why a decoded file cannot be used.
    enum Problem: Error, CustomStringConvertible {
        case foreign(String)
        case invalid(String)

        var description: String {
            switch self {
            case .foreign(let format): "it is not a Kittens snapshot (format \"\(format)\")"
            case .invalid(let reason): reason
            }
        }
    }

    /// The snapshot, with every URL checked again as if it came from the network.
    func snapshot() throws(Problem) -> KittenSnapshot {
        guard format == Self.currentFormat else { throw .foreign(format) }
        guard nextPage >= 0 else { throw .invalid("its next page is negative") }
        var images: [KittenImage] = []
        for image in self.images {
            guard let url = WebURL.url(from: image.url) else {
                throw .invalid("it holds a URL that is not http or https")
            }
            images.append(KittenImage(id: image.id, url: url, width: image.width, height: image.height))
        }
        return KittenSnapshot(
            images: images.withoutDuplicateURLs(after: []), nextPage: nextPage, canLoadMore: canLoadMore,
            savedAt: savedAt)
    }
}

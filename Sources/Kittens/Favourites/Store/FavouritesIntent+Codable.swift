import FoundationEssentials
import KittensSupport

/// Encoded as Swift would for the enum; decoded (a recording), a picture's URL must be a web URL.
extension FavouritesIntent: Codable {
    /// The intent with its URLs as text, in the shape Swift gives the enum.
    private enum Coded: Codable {
        case toggle(imageID: String, url: String)
        case add(imageID: String, url: String)
        case remove(imageID: String)
        case undoRemoval
        case sync
        case accountChanged(TheCatAPIAccount?)
    }

    public init(from decoder: any Decoder) throws {
        switch try Coded(from: decoder) {
        case .toggle(let imageID, let url): self = .toggle(imageID: imageID, url: try Self.webURL(url, decoder))
        case .add(let imageID, let url): self = .add(imageID: imageID, url: try Self.webURL(url, decoder))
        case .remove(let imageID): self = .remove(imageID: imageID)
        case .undoRemoval: self = .undoRemoval
        case .sync: self = .sync
        case .accountChanged(let account): self = .accountChanged(account)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        let coded: Coded = switch self {
        case .toggle(let imageID, let url): .toggle(imageID: imageID, url: url.absoluteString)
        case .add(let imageID, let url): .add(imageID: imageID, url: url.absoluteString)
        case .remove(let imageID): .remove(imageID: imageID)
        case .undoRemoval: .undoRemoval
        case .sync: .sync
        case .accountChanged(let account): .accountChanged(account)
        }
        try coded.encode(to: encoder)
    }

    private static func webURL(_ text: String, _ decoder: any Decoder) throws -> URL {
        guard let url = WebURL.url(from: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a web URL"))
        }
        return url
    }
}

import KittensSupport
import Localization

/// Why a row shows the placeholder instead of its thumbnail.
public enum ThumbnailFailure: Error, Sendable, Hashable {
    /// The bytes never arrived: no connection, an error status, a body over the size cap.
    case downloadFailed
    /// The bytes were refused before decoding, by what their header claims.
    case refused(ImageRefusal)
    /// The decoder gave up on bytes whose header was fine: damaged image data.
    case undecodable

    /// A short sentence saying why the picture is not shown.
    public var message: String {
        switch self {
        case .downloadFailed: localized("The picture could not be downloaded.")
        case .refused(let refusal): refusal.message
        case .undecodable: localized("The picture file is damaged.")
        }
    }
}

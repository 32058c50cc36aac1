import KittensSupport
import Localization

/// Why a picture, or a row's thumbnail, is not shown.
public enum PictureLoadError: Error, Hashable, Sendable, Codable {
    /// The bytes never arrived: no connection, an error status, a body over the size cap.
    case downloadFailed
    /// The bytes were refused before decoding, by what their header claims.
    case refused(ImageRefusal)
    /// The decoder gave up on bytes whose header was fine.
    case undecodable
    /// This run shows no pictures (a replay, a benchmark): nothing was asked for.
    case unavailable
    /// A recording is replayed: pictures come from the disk cache only, and this one is not
    /// there. A recording may name any address; downloading it would reveal the user's address.
    case notDownloadedInReplay

    /// A short sentence for the user.
    public var message: String {
        switch self {
        case .downloadFailed: localized("The picture could not be downloaded.")
        case .refused(let refusal): refusal.message
        case .undecodable: localized("The picture file is damaged.")
        case .unavailable: localized("Pictures are not available in this run.")
        case .notDownloadedInReplay:
            localized("Pictures are not downloaded while a recording is replayed; start with --replay-network to download them.")
        }
    }
}

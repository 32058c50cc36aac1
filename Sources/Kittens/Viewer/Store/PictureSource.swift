import FoundationEssentials

/// Where the viewer's pictures come from. The app implements it over its picture downloader;
/// the implementation keeps what it loaded (bytes, a decoded picture) itself, so that the
/// store's state only says whether a picture is loaded and records no bytes.
public protocol PictureSource: Sendable {
    /// Makes the picture at `url` ready to show, save and copy: downloads it unless held.
    @MainActor func load(_ url: URL) async -> PictureLoadOutcome
    /// Writes the bytes of the loaded picture at `url` to `file`.
    @MainActor func write(_ url: URL, to file: URL) async -> PictureWriteOutcome
}

public enum PictureLoadOutcome: Equatable, Sendable {
    case loaded
    case failed(PictureLoadError)
    /// The load was given up from outside (its picture was dropped); nothing to report.
    case cancelled
}

public enum PictureWriteOutcome: Equatable, Sendable {
    case written
    /// `reason`: why, in the user's language, as the file system said it.
    case failed(reason: String)
}

/// The source of a store that never shows pictures (a benchmark, a test): every load fails as
/// `PictureLoadError.unavailable`, and nothing is downloaded or written.
public struct NoPictures: PictureSource {
    public init() {}

    public func load(_ url: URL) async -> PictureLoadOutcome { .failed(.unavailable) }
    public func write(_ url: URL, to file: URL) async -> PictureWriteOutcome {
        .failed(reason: PictureLoadError.unavailable.message)
    }
}

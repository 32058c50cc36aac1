import FoundationEssentials

/// Where the viewer's Set as Background goes: the desktop portal in the app, nothing in a
/// replay or a test that does not say.
public protocol DesktopBackground: Sendable {
    /// Whether the desktop takes a picture as its background now (a portal answers).
    @MainActor func isAvailable() async -> Bool
    /// The file the picture of `url` is written to before it is handed over, named after
    /// `imageID` and the picture's kind.
    func file(for url: URL, imageID: String) -> URL
    /// Asks the desktop to make the picture in `file` its background (the desktop may show it
    /// first, and the person confirms).
    @MainActor func setBackground(to file: URL) async -> DesktopBackgroundOutcome
}

/// How the desktop answered a Set as Background.
public enum DesktopBackgroundOutcome: Equatable, Sendable {
    case set
    /// The person said no.
    case cancelled
    /// `reason`: why, in words.
    case failed(reason: String)
}

/// A desktop that takes no background: Set as Background is not offered.
public struct NoDesktopBackground: DesktopBackground {
    public init() {}

    public func isAvailable() async -> Bool { false }
    public func file(for url: URL, imageID: String) -> URL { URL(fileURLWithPath: "/dev/null") }
    public func setBackground(to file: URL) async -> DesktopBackgroundOutcome { .failed(reason: "no desktop portal answers") }
}

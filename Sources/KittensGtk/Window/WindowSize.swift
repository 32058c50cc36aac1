/// A window's size as an app remembers it between runs: the size it has when not maximized,
/// and whether it is maximized.
public struct WindowSize: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var maximized: Bool

    public init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }
}

/// A window's size as an app remembers it between runs: the size it has when not maximized,
/// and whether it is maximized.
public struct WindowSize: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var maximized: Bool

    /// The narrowest the main window gets: a phone's width, where the header bar's title gives
    /// way and the view switcher moves to the bottom.
    public static let minimumWidth = 360

    public init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }
}

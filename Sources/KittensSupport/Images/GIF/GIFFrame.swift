// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// One composited frame of a GIF at the size it is drawn: the whole canvas, as it looks while
/// the frame shows, in premultiplied RGBA8 (four bytes a pixel, rows `width * 4` bytes apart:
/// `GDK_MEMORY_R8G8B8A8_PREMULTIPLIED`).
public struct GIFFrame: Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
    /// How long the frame shows. A zero or missing delay is 100 ms.
    public let delay: Duration
    /// Its place in the animation, from 0.
    public let index: Int

    /// The delay a frame shows for when its file gives none, or zero.
    public static let defaultDelay = Duration.milliseconds(100)
}

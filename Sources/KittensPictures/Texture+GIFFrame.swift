import CGLib
import CGtk
import KittensSupport

extension Texture {
    /// A texture of a composited GIF frame (premultiplied RGBA8), or nil when its bytes do not
    /// match its size.
    public init?(_ frame: GIFFrame, isAnimated: Bool) {
        guard frame.width > 0, frame.height > 0, frame.width <= Int(Int32.max) / 4, frame.height <= Int(Int32.max),
              frame.pixels.count == frame.width * frame.height * 4
        else { return nil }
        let bytes = frame.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(
            Int32(frame.width), Int32(frame.height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, bytes, gsize(frame.width * 4)
        ) else { return nil }
        self.init(owning: texture, isAnimated: isAnimated)
    }
}

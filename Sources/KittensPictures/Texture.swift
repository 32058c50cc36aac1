import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime

/// A decoded image that owns one reference to its `GdkTexture`. Sendable, because a texture is
/// immutable once made: it is created on a decoding thread and handed to the main thread.
public struct Texture: Sendable {
    private let reference: GObjectRef<GObject>
    public let width: Int
    public let height: Int
    /// Whether it is the first frame of an animation (a GIF of more than one frame).
    public let isAnimated: Bool
    /// The pixels of a texture made over decoded memory, which `region` cuts from without copying.
    private let pixels: PixelBytes?

    /// Takes over a transfer-full texture of a still picture.
    public init(owning texture: OpaquePointer) {
        self.init(owning: texture, isAnimated: false)
    }

    /// Takes over a transfer-full texture.
    public init(owning texture: OpaquePointer, isAnimated: Bool) {
        self.init(owning: texture, isAnimated: isAnimated, pixels: nil)
    }

    private init(owning texture: OpaquePointer, isAnimated: Bool, pixels: PixelBytes?) {
        reference = GObjectRef(owning: texture)
        self.isAnimated = isAnimated
        self.pixels = pixels
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
    }

    private init(reference: GObjectRef<GObject>, width: Int, height: Int, isAnimated: Bool, pixels: PixelBytes?) {
        self.reference = reference
        self.width = width
        self.height = height
        self.isAnimated = isAnimated
        self.pixels = pixels
    }

    /// A memory texture over premultiplied RGBA `pixels` of this size, taking them over without
    /// copying: `free` frees them when the texture is done with them, or at once when the size
    /// cannot be a texture's.
    init?(takingPremultipliedRGBA pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, free: GDestroyNotify) {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            free(pixels)
            return nil
        }
        guard let bytes = g_bytes_new_with_free_func(pixels, gsize(width * height * 4), free, pixels) else { return nil }
        let kept = PixelBytes(owning: bytes, stride: width * 4)
        guard let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, bytes, gsize(width * 4)
        ) else { return nil }
        self.init(owning: texture, isAnimated: false, pixels: kept)
    }

    /// The same texture, said to be the first frame of an animation or not: a thumbnail read
    /// back from the disk cache, whose PNG cannot say it.
    public func marked(animated: Bool) -> Texture {
        Texture(reference: reference, width: width, height: height, isAnimated: animated, pixels: pixels)
    }

    /// The rectangle (`x`, `y`, `width`, `height`) of this texture as a texture of its own that
    /// shares its pixels (no copy): what the zoomed viewer draws. Nil for a texture not made over
    /// decoded memory, or a rectangle not inside it.
    public func region(x: Int, y: Int, width: Int, height: Int) -> Texture? {
        guard let pixels, x >= 0, y >= 0, width > 0, height > 0, x + width <= self.width, y + height <= self.height else { return nil }
        let stride = pixels.stride
        let offset = y * stride + x * 4, length = (height - 1) * stride + width * 4
        guard let part = g_bytes_new_from_bytes(pixels.bytes, gsize(offset), gsize(length)) else { return nil }
        let kept = PixelBytes(owning: part, stride: stride)
        guard let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, part, gsize(stride)
        ) else { return nil }
        return Texture(owning: texture, isAnimated: false, pixels: kept)
    }

    /// Calls `body` with the premultiplied RGBA pixels of a texture made over decoded memory and
    /// the bytes from one row to the next, valid only during the call; nil for any other texture.
    public func withPixels<Result>(_ body: (UnsafeRawPointer, _ stride: Int) -> Result) -> Result? {
        guard let pixels else { return nil }
        var size: gsize = 0
        guard let base = g_bytes_get_data(pixels.bytes, &size), Int(size) >= (height - 1) * pixels.stride + width * 4 else { return nil }
        return withExtendedLifetime(pixels) { body(base, pixels.stride) }
    }

    /// The texture, valid while this value lives.
    public var texture: OpaquePointer { OpaquePointer(reference.pointer) }

    /// The texture as the paintable a `GtkPicture` shows.
    public var paintable: OpaquePointer { kittens_paintable(reference.raw) }

    /// What it costs in memory: four bytes a pixel.
    public var byteCount: Int { width * height * 4 }

    /// The picture as a PNG file, or nil when encoding fails.
    public func pngData() -> Data? {
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let base = g_bytes_get_data(bytes, &size), size > 0 else { return nil }
        return Data(bytes: base, count: Int(size))
    }
}

/// One reference to a `GBytes` of rows `stride` bytes apart, released when the last holder lets go. Immutable bytes with an
/// atomic reference count: safe to share between threads.
private final class PixelBytes: @unchecked Sendable {
    let bytes: OpaquePointer
    /// Bytes from one row to the next.
    let stride: Int

    init(owning bytes: OpaquePointer, stride: Int) {
        self.bytes = bytes
        self.stride = stride
    }

    deinit { g_bytes_unref(bytes) }
}

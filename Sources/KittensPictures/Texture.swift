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

    /// Takes over a transfer-full texture of a still picture.
    public init(owning texture: OpaquePointer) {
        self.init(owning: texture, isAnimated: false)
    }

    /// Takes over a transfer-full texture.
    public init(owning texture: OpaquePointer, isAnimated: Bool) {
        reference = GObjectRef(owning: texture)
        self.isAnimated = isAnimated
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
    }

    private init(reference: GObjectRef<GObject>, width: Int, height: Int, isAnimated: Bool) {
        self.reference = reference
        self.width = width
        self.height = height
        self.isAnimated = isAnimated
    }

    /// The same texture, said to be the first frame of an animation or not: a thumbnail read
    /// back from the disk cache, whose PNG cannot say it.
    public func marked(animated: Bool) -> Texture {
        Texture(reference: reference, width: width, height: height, isAnimated: animated)
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

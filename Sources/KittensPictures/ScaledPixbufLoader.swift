import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport

/// Decodes image bytes through a `GdkPixbufLoader` of the one format their header named (no
/// other gdk-pixbuf loader ever sees them), scaled while decoding to `CoverSize`. PNG goes to
/// `BoundedPNGDecoder` instead, which scales row by row as libpng reads them, JPEG to
/// `BoundedJPEGDecoder` (libjpeg at a DCT scale, bounded in memory, scans and CPU time, upright
/// by its EXIF orientation), and GIF to `GIFFirstFrame`, which composites the first frame at the
/// size asked for. Thread-safe: each call has its own loader, and runs on the caller's thread.
///
/// The caller has already checked the header against the limits. The loader's `size-prepared`
/// handler checks the size the loader itself found against them again, and when it is over,
/// asks for a zero size, which makes gdk-pixbuf's loaders stop before allocating pixels.
enum ScaledPixbufLoader {
    /// What the `size-prepared` handler saw and decided. It runs inside
    /// `gdk_pixbuf_loader_write`, on the decoding thread.


    /// The picture, as a texture at most `CoverSize` large (its own size when it is smaller
    /// than the target), or why not. With `cropping`, a JPEG whose cover size is larger than the
    /// target comes out already cropped to the target's centre (the other formats never do).
    static func decode(
        _ data: Data, format: ImageFormat, covering target: (width: Int, height: Int), limits: ImageLimits, cropping: Bool = false
    ) -> Result<Texture, PictureLoadError> {
        decode(data, format: format, target: target, scaling: .cover, limits: limits, cropping: cropping)
    }

    /// The picture, as a texture that fits `box` whole (its own size when it is smaller), or why not.
    static func decode(
        _ data: Data, format: ImageFormat, fitting box: (width: Int, height: Int), limits: ImageLimits
    ) -> Result<Texture, PictureLoadError> {
        decode(data, format: format, target: box, scaling: .fit, limits: limits, cropping: false)
    }

    private static func decode(
        _ data: Data, format: ImageFormat, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits,
        cropping: Bool
    ) -> Result<Texture, PictureLoadError> {
        if format == .png { return BoundedPNGDecoder.decode(data, target: target, scaling: scaling, limits: limits) }
        if format == .jpeg { return BoundedJPEGDecoder.decode(data, target: target, scaling: scaling, limits: limits, cropping: cropping) }
        // GIFs never reach gdk-pixbuf: their first frame is composited at the size drawn.
        if format == .gif { return GIFFirstFrame.decode(data, target: target, scaling: scaling, limits: limits) }
        var error: UnsafeMutablePointer<GError>?
        guard let created = gdk_pixbuf_loader_new_with_type(format.pixbufLoaderName, &error) else {
            g_clear_error(&error)
            return .failure(.undecodable)
        }
        let loader = GObjectRef(owning: created)
        let sizing = DecodeSizing(target: target, scaling: scaling, limits: limits)
        // The handler holds the loader's pointer, not its reference, so that the loader's
        // finalization (which frees the handler) is not held up by the handler.
        let pointer = loader.pointer
        Signal.connect(loader, .sizePrepared) { width, height in
            let size = sizing.decodeSize(sourceWidth: Int(width), sourceHeight: Int(height)) ?? (0, 0)
            gdk_pixbuf_loader_set_size(pointer, Int32(clamping: size.width), Int32(clamping: size.height))
        }

        let written = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader.pointer, base.assumingMemoryBound(to: guchar.self), gsize(buffer.count), &error) != 0
        }
        g_clear_error(&error)
        // Always closed, even after a failed write: a loader finalized open warns.
        let closed = gdk_pixbuf_loader_close(loader.pointer, &error) != 0
        g_clear_error(&error)

        if let refusal = sizing.refusal { return .failure(.refused(refusal)) }
        guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader.pointer),
              let texture = gdk_texture_new_for_pixbuf(pixbuf)
        else { return .failure(.undecodable) }
        return .success(Texture(owning: texture))
    }
}


extension ImageFormat {
    /// The name of gdk-pixbuf's loader for the format.
    fileprivate var pixbufLoaderName: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpeg"
        case .gif: "gif"
        }
    }
}

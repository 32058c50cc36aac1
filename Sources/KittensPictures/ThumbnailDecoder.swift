import CGLib
import CGtk
import FoundationEssentials
import Kittens
import KittensSupport

/// Turns downloaded image bytes into a thumbnail texture of exactly `width` x `height` pixels,
/// scaled and centre-cropped to cover it. Thread-safe and meant to run off the main thread:
/// gdk-pixbuf loaders and memory textures need no display.
///
/// Nothing reaches a decoder before its header is read: bytes that are not a PNG, JPEG or GIF,
/// or whose header claims more than `limits`, are refused without allocating their pixels.
/// The rest are decoded already scaled down to about the thumbnail's size (`ScaledPixbufLoader`;
/// a GIF's first frame through `GIFFrameDecoder`, composited at that size), then cropped to it
/// exactly (a JPEG is cropped as it is decoded). The texture of an animated GIF says so
/// (`Texture.isAnimated`).
///
/// Thumbnails are made at their display size times the scale factor (the loader makes a decoder
/// per scale), so the cache holds small textures rather than whole photos.
///
/// Public so that the benchmark can race it alone against gdk-pixbuf's at-scale loader.
public struct ThumbnailDecoder: Sendable {
    public let width: Int
    public let height: Int
    public var limits = ImageLimits.standard

    /// A decoder of thumbnails `width` x `height` pixels large.
    public init(width: Int, height: Int, limits: ImageLimits = .standard) {
        self.width = width
        self.height = height
        self.limits = limits
    }

    /// The thumbnail of `data`, or why there is none.
    public func decode(_ data: Data) -> Result<Texture, PictureLoadError> {
        guard width > 0, height > 0 else { return .failure(.undecodable) }
        let header: ImageHeader
        // The JPEG decoder refuses a cut file itself: the header stops at the first scan.
        switch ImageHeader.read(data, limits: limits, checkingJPEGEnd: false) {
        case .failure(let refusal): return .failure(.refused(refusal))
        case .success(let read): header = read
        }
        return ScaledPixbufLoader.decode(data, format: header.format, covering: (width, height), limits: limits, cropping: true)
            .flatMap { source in cropped(source).map { .success($0) } ?? .failure(.undecodable) }
    }

    /// `source`, which covers the thumbnail or is smaller than it, scaled and cropped to it; itself
    /// when the decoder made it at the thumbnail's size already (a picture of the thumbnail's
    /// shape), with no copy.
    private func cropped(_ source: Texture) -> Texture? {
        let sourceWidth = source.width, sourceHeight = source.height
        if sourceWidth == width, sourceHeight == height { return source }
        guard sourceWidth > 0, sourceHeight > 0, limits.admits(width: sourceWidth, height: sourceHeight) else { return nil }
        var pixels = [UInt8](repeating: 0, count: sourceWidth * sourceHeight * 4)
        pixels.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            gdk_texture_download(source.texture, base.assumingMemoryBound(to: guchar.self), gsize(sourceWidth * 4))
        }
        let scaled = coverScale(pixels, width: sourceWidth, height: sourceHeight)
        let bytes = scaled.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), kittens_memory_default_format(), bytes, gsize(width * 4)
        ) else { return nil }
        return Texture(owning: texture, isAnimated: source.isAnimated)
    }

    /// Box-filters the centre crop of a premultiplied 4-channel image down (or, for tiny images,
    /// nearest-neighbour up) to `width` x `height`. Premultiplied channels average correctly.
    private func coverScale(_ source: [UInt8], width sourceWidth: Int, height sourceHeight: Int) -> [UInt8] {
        let scale = max(Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
        let cropX = (Double(sourceWidth) - Double(width) / scale) / 2
        let cropY = (Double(sourceHeight) - Double(height) / scale) / 2
        let columns = spans(count: width, origin: cropX, scale: scale, limit: sourceWidth)
        let rows = spans(count: height, origin: cropY, scale: scale, limit: sourceHeight)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        source.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for (y, rowSpan) in rows.enumerated() {
                    for (x, columnSpan) in columns.enumerated() {
                        var sums = (0, 0, 0, 0)
                        for sy in rowSpan {
                            var offset = (sy * sourceWidth + columnSpan.lowerBound) * 4
                            for _ in columnSpan {
                                sums.0 += Int(src[offset]); sums.1 += Int(src[offset + 1])
                                sums.2 += Int(src[offset + 2]); sums.3 += Int(src[offset + 3])
                                offset += 4
                            }
                        }
                        let area = rowSpan.count * columnSpan.count
                        let out = (y * width + x) * 4
                        dst[out] = UInt8(sums.0 / area); dst[out + 1] = UInt8(sums.1 / area)
                        dst[out + 2] = UInt8(sums.2 / area); dst[out + 3] = UInt8(sums.3 / area)
                    }
                }
            }
        }
        return output
    }

    /// For each output pixel, the non-empty range of source pixels it covers.
    private func spans(count: Int, origin: Double, scale: Double, limit: Int) -> [Range<Int>] {
        (0..<count).map { index in
            let start = min(limit - 1, max(0, Int(origin + Double(index) / scale)))
            let end = min(limit, max(start + 1, Int(origin + Double(index + 1) / scale)))
            return start..<end
        }
    }
}

import CGtk
import CKittensPNG
import FoundationEssentials
import Kittens
import KittensSupport

/// Decodes PNG bytes in memory bounded by the size drawn, not by the picture's size: libpng's
/// progressive reader (driven from C, `kittens_png_decode_scaled`) hands over one row at a time,
/// and each row is area-averaged at once into a buffer of the decoded size, so a 7000 x 5700
/// PNG made into a thumbnail never exists at full size. Adam7-interlaced pictures are read
/// pass by pass, each pixel placed by its own coordinates, with the same bound.
///
/// The sizes are the ones `ScaledPixbufLoader` uses for the other formats: `CoverSize` for
/// thumbnails, `FitSize` for the viewer. The size in the picture's own header is checked
/// against the limits again before anything is allocated for its pixels.
///
/// Each decode is held to a memory budget where memory is allocated (see `CKittensPNG.h`): the
/// size drawn plus `allowance`, whatever the file holds; text and other ancillary chunks are
/// skipped unread. Past the budget, or past `ImageLimits.maxDecodeCPUTime` of its thread's CPU
/// time, the picture is refused (`overBudget`, `tooSlow`).
/// Thread-safe: each call has its own decoder and runs on the caller's thread.
enum BoundedPNGDecoder {
    /// What the size callback needs, and what it decided. Lives for one call.


    /// The bytes a decode may hold besides what the size drawn needs: libpng's structures,
    /// zlib's window, and a chunk before the pixels, which libpng buffers whole to skip it.
    static let allowance = 4 << 20
    /// The longest chunk libpng reads into a buffer of its own (PLTE, tRNS; the others are skipped).
    static let chunkMax = 1 << 20

    /// The bounds of a decode within `limits`, with `allowance` in place of the standard one.
    static func bounds(_ limits: ImageLimits, allowance: Int = allowance) -> kittens_png_bounds {
        let cpu = limits.maxDecodeCPUTime.components
        let seconds = UInt64(min(max(cpu.seconds, 0), 1_000_000_000))
        let nanoseconds = seconds * 1_000_000_000 + UInt64(max(0, cpu.attoseconds) / 1_000_000_000)
        return kittens_png_bounds(
            allowance: max(0, allowance), chunk_max: chunkMax, max_side: UInt32(clamping: max(1, limits.maxSide)),
            max_cpu_ns: max(1, nanoseconds))
    }

    /// The picture as a texture of the size `scaling` picks for `target` (never larger than the
    /// picture), or why not. `chunkSize` is how many bytes libpng is fed at a time (0: 64 KiB).
    static func decode(
        _ data: Data, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits,
        chunkSize: Int = 0
    ) -> Result<Texture, PictureLoadError> {
        decodeMeasured(data, target: target, scaling: scaling, limits: limits, chunkSize: chunkSize).result
    }

    /// `decode`, with the most bytes the decode held at once and the budget it was held to.
    static func decodeMeasured(
        _ data: Data, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits,
        chunkSize: Int = 0, allowance: Int = allowance
    ) -> (result: Result<Texture, PictureLoadError>, peakBytes: Int, budgetBytes: Int) {
        let image = decodePixels(data, target: target, scaling: scaling, limits: limits, chunkSize: chunkSize, allowance: allowance)
        return (result(of: image.image, refusal: image.refusal), Int(image.image.peak_bytes), Int(image.image.budget_bytes))
    }

    private static func decodePixels(
        _ data: Data, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits,
        chunkSize: Int, allowance: Int
    ) -> (image: kittens_png_image, refusal: ImageRefusal?) {
        let sizing = DecodeSizing(target: target, scaling: scaling, limits: limits)
        let context = Unmanaged.passUnretained(sizing).toOpaque()
        let image = withExtendedLifetime(sizing) {
            data.withUnsafeBytes { buffer in
                kittens_png_decode_scaled(
                    buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, max(0, chunkSize),
                    bounds(limits, allowance: allowance),
                    { context, sourceWidth, sourceHeight, width, height in
                        guard let context else { return 0 }
                        let sizing = Unmanaged<DecodeSizing>.fromOpaque(context).takeUnretainedValue()
                        guard let size = sizing.decodeSize(sourceWidth: Int(sourceWidth), sourceHeight: Int(sourceHeight)),
                              size.width > 0, size.height > 0
                        else { return 0 }
                        width.pointee = UInt32(clamping: size.width)
                        height.pointee = UInt32(clamping: size.height)
                        return 1
                    },
                    context
                )
            }
        }
        return (image, sizing.refusal)
    }

    private static func result(of image: kittens_png_image, refusal: ImageRefusal?) -> Result<Texture, PictureLoadError> {
        switch image.status {
        case KITTENS_PNG_DECODED:
            guard let texture = texture(image) else { return .failure(.undecodable) }
            return .success(texture)
        case KITTENS_PNG_REFUSED:
            kittens_png_free_pixels(image.pixels)
            return .failure(.refused(refusal ?? .malformed))
        case KITTENS_PNG_TRUNCATED:
            kittens_png_free_pixels(image.pixels)
            return .failure(.refused(.truncatedData))
        case KITTENS_PNG_OVER_BUDGET:
            kittens_png_free_pixels(image.pixels)
            return .failure(.refused(.overBudget))
        case KITTENS_PNG_TOO_SLOW:
            kittens_png_free_pixels(image.pixels)
            return .failure(.refused(.tooSlow))
        default:
            kittens_png_free_pixels(image.pixels)
            return .failure(.undecodable)
        }
    }

    /// The decoded pixels as a memory texture; it takes them over without copying.
    private static func texture(_ image: kittens_png_image) -> Texture? {
        guard let pixels = image.pixels else { return nil }
        return Texture(takingPremultipliedRGBA: pixels, width: Int(image.width), height: Int(image.height)) { pointer in
            kittens_png_free_pixels(pointer?.assumingMemoryBound(to: UInt8.self))
        }
    }
}

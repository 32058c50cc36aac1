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
        let sizing = DecodeSizing(target: target, scaling: scaling, limits: limits)
        let image = sizing.withSizeCallback { chooseSize, context in
            data.withUnsafeBytes { buffer in
                kittens_png_decode_scaled(
                    buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, max(0, chunkSize),
                    bounds(limits, allowance: allowance), chooseSize, context
                )
            }
        }
        return (image.decoded.texture(refusal: sizing.refusal), Int(image.peak_bytes), Int(image.budget_bytes))
    }
}

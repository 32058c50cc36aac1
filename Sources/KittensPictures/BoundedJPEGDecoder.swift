import CGtk
import CKittensJPEG
import FoundationEssentials
import Kittens
import KittensSupport

/// Decodes JPEG bytes through libjpeg-turbo (driven from C, `kittens_jpeg_decode_scaled`) within
/// budgets no file can get around, so that gdk-pixbuf never sees a JPEG:
///
/// - memory: libjpeg decodes at the smallest DCT scale (1/8 ... 8/8) that still covers the size
///   drawn, and each row is averaged at once into a buffer of that size. A progressive or
///   multi-scan picture needs libjpeg to keep all its coefficients (128 bytes a block, the whole
///   picture); over `memoryBudget` it is refused as `overBudget` before that buffer exists.
/// - time: more than `maxScans` scans (a progressive "scan bomb"), or more of the thread's CPU
///   time than `ImageLimits.maxDecodeCPUTime`, is refused as `tooSlow`; more than `maxWarnings`
///   corrupt-data warnings as `malformed`; a file that ends early as `truncatedData`.
///
/// The picture comes out upright: its EXIF orientation (1 ... 8, mirrors and quarter turns) is
/// applied, and the sizes `CoverSize` and `FitSize` are computed from the upright size.
/// Thread-safe: each call has its own decoder and runs on the caller's thread.
enum BoundedJPEGDecoder {
    /// Scans an honest picture never reaches: progressive encoders write about ten. libjpeg-turbo's
    /// own tools suggest 500 as a limit.
    static let maxScans: UInt32 = 500
    /// Corrupt-data warnings after which the picture is refused rather than shown damaged.
    static let maxWarnings: UInt32 = 100

    /// The bytes one decode may have libjpeg hold: what the largest picture `limits` admit takes
    /// as full-size RGBA, which is what decoding it whole would have cost. A 40 MP progressive
    /// photo (4:2:0, 120 MB of coefficients) fits within the standard limits; a 36 MP one
    /// without chroma subsampling (216 MB) does not.
    static func memoryBudget(_ limits: ImageLimits) -> UInt64 {
        UInt64(clamping: limits.maxPixels.multipliedReportingOverflow(by: 4).overflow ? Int.max : limits.maxPixels * 4)
    }

    /// A decode's texture with what libjpeg did, for the tests.
    struct Decoded {
        let texture: Texture
        /// The size libjpeg's DCT scaling produced, as stored (before the EXIF orientation).
        let scaledWidth: Int
        let scaledHeight: Int
        let orientation: Int
    }

    /// The picture as a texture of the size `scaling` picks for `target` (never larger than the
    /// picture), upright, or why not. With `cropping`, a size that covers `target` on both sides
    /// is cropped to its centre `target` as it is averaged, so that a thumbnail needs no crop
    /// afterwards.
    static func decode(
        _ data: Data, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits, cropping: Bool = false
    ) -> Result<Texture, PictureLoadError> {
        decodeReporting(data, target: target, scaling: scaling, limits: limits, cropping: cropping).map(\.texture)
    }

    static func decodeReporting(
        _ data: Data, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits, cropping: Bool = false
    ) -> Result<Decoded, PictureLoadError> {
        let sizing = DecodeSizing(target: target, scaling: scaling, limits: limits)
        let budget = kittens_jpeg_limits(
            max_memory: memoryBudget(limits), max_scans: maxScans, max_warnings: maxWarnings,
            max_cpu_nanoseconds: nanoseconds(limits.maxDecodeCPUTime)
        )
        let crop = cropping ? (UInt32(clamping: target.width), UInt32(clamping: target.height)) : (0, 0)
        let image = sizing.withSizeCallback { chooseSize, context in
            data.withUnsafeBytes { buffer in
                kittens_jpeg_decode_cropped(
                    buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, budget, chooseSize, context, crop.0, crop.1)
            }
        }
        return image.decoded.texture(refusal: sizing.refusal).map { texture in
            Decoded(
                texture: texture, scaledWidth: Int(image.scaled_width), scaledHeight: Int(image.scaled_height),
                orientation: Int(image.orientation)
            )
        }
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 1 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? UInt64.max : max(1, whole &+ UInt64(max(0, attoseconds) / 1_000_000_000))
    }

}

import CKittensDecode
import KittensSupport

/// How a decode finds the size to decode a picture at once its header gave the picture's own
/// size: refused (and why) when that is over `limits`, else the size `scaling` makes of `target`.
/// The decoders' size callbacks run it on the decoding thread; it lives for one decode.
final class DecodeSizing {
    /// How the decoded size relates to the target size.
    enum Scaling {
        /// Thumbnails: at least as large as the target on both sides (`CoverSize`).
        case cover
        /// The viewer: whole inside the target (`FitSize`).
        case fit

        /// The size a picture of `source` size is decoded at for `target`.
        func size(of source: (width: Int, height: Int), for target: (width: Int, height: Int)) -> (width: Int, height: Int) {
            switch self {
            case .cover:
                let size = CoverSize(source: source, covering: target)
                return (size.width, size.height)
            case .fit:
                let size = FitSize(source: source, fitting: target)
                return (size.width, size.height)
            }
        }
    }

    let target: (width: Int, height: Int)
    let scaling: Scaling
    let limits: ImageLimits
    /// Why the picture was refused, once it was.
    private(set) var refusal: ImageRefusal?

    init(target: (width: Int, height: Int), scaling: Scaling, limits: ImageLimits) {
        self.target = target
        self.scaling = scaling
        self.limits = limits
    }

    /// The size to decode a picture of this size at; nil, and a refusal, when it is over the
    /// limits; nil when the size made is empty.
    func decodeSize(sourceWidth: Int, sourceHeight: Int) -> (width: Int, height: Int)? {
        guard limits.admits(width: sourceWidth, height: sourceHeight) else {
            refusal = .tooLarge(width: sourceWidth, height: sourceHeight)
            return nil
        }
        let size = scaling.size(of: (sourceWidth, sourceHeight), for: target)
        return size.width > 0 && size.height > 0 ? size : nil
    }

    /// Runs `decode` with the C decoders' size callback and its context: this sizing, kept alive
    /// until `decode` returns.
    func withSizeCallback<Result>(_ decode: (kittens_decode_choose_size, UnsafeMutableRawPointer) -> Result) -> Result {
        withExtendedLifetime(self) {
            decode(
                { context, sourceWidth, sourceHeight, width, height in
                    guard let context else { return 0 }
                    let sizing = Unmanaged<DecodeSizing>.fromOpaque(context).takeUnretainedValue()
                    guard let size = sizing.decodeSize(sourceWidth: Int(sourceWidth), sourceHeight: Int(sourceHeight)) else { return 0 }
                    width.pointee = UInt32(clamping: size.width)
                    height.pointee = UInt32(clamping: size.height)
                    return 1
                },
                Unmanaged.passUnretained(self).toOpaque()
            )
        }
    }
}

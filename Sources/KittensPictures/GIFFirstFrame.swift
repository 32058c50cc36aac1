import FoundationEssentials
import Kittens
import KittensSupport

/// The first frame of a GIF as a texture, composited by `GIFFrameDecoder` straight at the size
/// asked for (`CoverSize` for thumbnails, `FitSize` for the viewer), so that no full-size frame
/// is ever allocated. The texture says whether the GIF is animated. Thread-safe.
enum GIFFirstFrame {
    static func decode(
        _ data: Data, target: (width: Int, height: Int), scaling: DecodeSizing.Scaling, limits: ImageLimits
    ) -> Result<Texture, PictureLoadError> {
        var gifLimits = GIFLimits.standard
        gifLimits.image = limits
        do {
            var decoder = try GIFFrameDecoder([UInt8](data), targetFor: { scaling.size(of: $0, for: target) }, limits: gifLimits)
            guard let frame = decoder.nextFrame(), let texture = Texture(frame, isAnimated: decoder.isAnimated) else {
                return .failure(.undecodable)
            }
            return .success(texture)
        } catch {
            return .failure(.refused(error))
        }
    }
}

import FoundationEssentials
import Kittens
import KittensSupport

extension ViewerPicture {
    /// A GIF for the viewer: its first frame composited to fit `box` (`FitSize`), and when it
    /// is animated, the decoder that plays the rest (`GIFPlayback`), which holds a copy of the
    /// bytes, the canvas at the fitted size and its LZW tables, never a frame of the GIF's size.
    static func gif(
        _ data: Data, _ header: ImageHeader, fitting box: (width: Int, height: Int), limits: ImageLimits
    ) -> Result<ViewerPicture, PictureLoadError> {
        var gifLimits = GIFLimits.standard
        gifLimits.image = limits
        do {
            var decoder = try GIFFrameDecoder([UInt8](data), targetFor: { screen in
                let size = FitSize(source: screen, fitting: box)
                return (size.width, size.height)
            }, limits: gifLimits)
            guard let first = decoder.nextFrame(), let texture = Texture(first, isAnimated: decoder.isAnimated) else {
                return .failure(.undecodable)
            }
            return .success(ViewerPicture(
                texture: texture, original: data, format: .gif, sourceWidth: header.width, sourceHeight: header.height,
                animation: decoder.isAnimated ? GIFPlayback(decoder: decoder, firstDelay: first.delay) : nil
            ))
        } catch {
            return .failure(.refused(error))
        }
    }
}

// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// What the GIF frame decoder will spend on one file. Past each limit it stops in a stated way,
/// never by failing the whole picture once one frame has decoded:
///
/// - `image`: the logical screen and every frame must be within it (as `ImageHeader` checks);
///   a frame over it is dropped with the frames after it.
/// - `maxFrames`: frames past it are not played; the animation loops over the ones before.
/// - `maxTotalPixels`: the pixels the frames of one pass decode, summed over the frames; the
///   frame that would pass it is dropped with the frames after it (the first frame is always kept).
/// - `maxFrameDecodeTime`: CPU time of the thread decoding a frame (`ThreadCPUDeadline`, the
///   rule of `ImageLimits.maxDecodeCPUTime`): a frame still decoding after it shows the rows it
///   decoded, and the animation stops on it (it becomes a still picture). Far below the
///   picture's budget, since frames decode one after another while the animation plays.
public struct GIFLimits: Sendable, Hashable {
    public var image: ImageLimits
    public var maxFrames: Int
    public var maxTotalPixels: Int
    public var maxFrameDecodeTime: Duration

    /// 500 frames, 250 megapixels a pass, 250 ms of CPU a frame, within the app's image limits.
    public static let standard = GIFLimits(
        image: .standard, maxFrames: 500, maxTotalPixels: 250_000_000, maxFrameDecodeTime: .milliseconds(250)
    )

    public init(image: ImageLimits, maxFrames: Int, maxTotalPixels: Int, maxFrameDecodeTime: Duration) {
        self.image = image
        self.maxFrames = maxFrames
        self.maxTotalPixels = maxTotalPixels
        self.maxFrameDecodeTime = maxFrameDecodeTime
    }
}

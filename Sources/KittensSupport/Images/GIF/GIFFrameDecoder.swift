// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// Plays a GIF one frame at a time, each composited straight onto a canvas of the size it is
/// drawn (no larger than the GIF's logical screen): memory follows that size, not the GIF's.
/// It keeps the canvas, one saved canvas while a frame that "restores to previous" shows, one
/// row of indices and the LZW tables; a frame is decoded when `nextFrame()` asks for it.
///
/// Frames reaching past the screen are clipped to it. The animation loops over its frames as
/// the NETSCAPE loop count says (0: forever; none: played once), restarting from a clear
/// canvas, and within `GIFLimits` (see there for what happens past each). A file that ends
/// early plays the frames before the end, the last one as far as its data goes.
///
/// A value: it may be handed to another thread between frames.
public struct GIFFrameDecoder: Sendable {
    private let reader: GIFBytes
    private let structure: GIFStructure
    private let limits: GIFLimits
    private var canvas: GIFScaledCanvas
    private var saved: [UInt8]?
    private var lzw = GIFLZWDecoder()
    /// The next frame to decode, and how many whole plays are done.
    private var position = 0
    private var plays = 0
    /// The frame drawn last, whose disposal applies before the next one.
    private var shown: GIFFrameRecord?
    private var stopped = false

    /// The logical screen's size, in the file's pixels.
    public var screenWidth: Int { structure.screenWidth }
    public var screenHeight: Int { structure.screenHeight }
    /// The size frames come out at.
    public var width: Int { canvas.width }
    public var height: Int { canvas.height }
    /// The frames that play (within `maxFrames` and `maxTotalPixels`).
    public var frameCount: Int { structure.frames.count }
    /// Whether there is more than one frame.
    public var isAnimated: Bool { frameCount > 1 }
    /// The NETSCAPE loop count: nil without one (played once), 0 for forever.
    public var loopCount: Int? { structure.loopCount }

    /// Reads the GIF's blocks (no pixel yet) to play it at `target` size, which is clamped to
    /// 1 ... the screen's size a side. The header is checked first (`ImageHeader.read`): bytes
    /// that are not a GIF, or over the limits, are refused; a file without its trailer is
    /// played as far as it goes. A GIF with no frame is malformed.
    public init(_ bytes: [UInt8], target: (width: Int, height: Int), limits: GIFLimits = .standard) throws(ImageRefusal) {
        try self.init(bytes, targetFor: { _ in target }, limits: limits)
    }

    /// As `init(_:target:limits:)`, with the target size chosen from the logical screen's
    /// size once it is read (such as `CoverSize` or `FitSize` of it).
    public init(
        _ bytes: [UInt8], targetFor: (_ screen: (width: Int, height: Int)) -> (width: Int, height: Int), limits: GIFLimits = .standard
    ) throws(ImageRefusal) {
        switch ImageHeader.read(bytes, limits: limits.image) {
        case .success(let header) where header.format == .gif: break
        case .success: throw .notAnImage
        // Refused only after its size passed the limits.
        case .failure(.truncatedData): break
        case .failure(let refusal): throw refusal
        }
        reader = GIFBytes(bytes)
        guard let structure = GIFStructure.scan(bytes, limits: limits) else { throw .malformed }
        self.structure = structure
        self.limits = limits
        let target = targetFor((structure.screenWidth, structure.screenHeight))
        canvas = GIFScaledCanvas(
            screenWidth: structure.screenWidth, screenHeight: structure.screenHeight,
            targetWidth: target.width, targetHeight: target.height
        )
    }

    /// The next frame of the animation, composited; nil once it has played its loops, or
    /// stopped on a frame that ran over `maxFrameDecodeTime`. The first call gives frame 0.
    public mutating func nextFrame() -> GIFFrame? {
        guard !stopped else { return nil }
        if position == structure.frames.count {
            plays += 1
            // A still picture plays once; an animation repeats `loopCount` times, 0 forever.
            guard isAnimated, let loops = structure.loopCount, loops == 0 || plays <= loops else {
                stopped = true
                return nil
            }
            restart()
        }
        let record = structure.frames[position]
        dispose()
        if record.disposal == 3 { saved = canvas.pixels }
        let deadline = ThreadCPUDeadline(after: limits.maxFrameDecodeTime)
        if canvas.draw(record, from: reader, lzw: &lzw, deadline: deadline) {
            stopped = true
        }
        shown = record
        let frame = GIFFrame(
            width: canvas.width, height: canvas.height, pixels: canvas.pixels,
            delay: record.delayCentiseconds == 0 ? GIFFrame.defaultDelay : .milliseconds(record.delayCentiseconds * 10),
            index: position
        )
        position += 1
        return frame
    }

    /// Back to before the first frame, for the next loop.
    private mutating func restart() {
        position = 0
        shown = nil
        saved = nil
        canvas.reset()
    }

    /// The disposal of the frame shown last.
    private mutating func dispose() {
        guard let shown else { return }
        switch shown.disposal {
        case 2: canvas.clear(shown)
        case 3:
            if let saved { canvas.restore(saved) }
            saved = nil
        default: break
        }
        self.shown = nil
    }
}

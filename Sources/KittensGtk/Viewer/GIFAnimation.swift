import KittensPictures
import CGLib
import CGtk
import CKittensPaintable
import Dispatch
import GLibRuntime
import KittensSupport
import Locking

/// Plays an animated GIF in a `KittensFramePaintable` (Sources/CKittensPaintable): a one-shot
/// GLib timeout waits out the shown frame's delay, then the next frame's texture replaces it
/// and the paintable invalidates its contents, so the `GtkPicture` showing it redraws.
///
/// Frames are decoded as they play, one at a time on a serial queue off the main thread (each
/// within `GIFLimits.maxFrameDecodeTime` of that thread's CPU, which the frame loop checks
/// itself: no `BoundedWorkQueue` deadline is needed), into a ring of at most `ringSize` textures ahead of
/// the one shown: never the whole animation. When the next frame is not decoded yet when its
/// turn comes, no timer runs until it is. `stop()` leaves no timer; a stopped animation resumes
/// from the frame it shows with `play()`. It stops by itself after its last loop.
@MainActor
public final class GIFAnimation {
    /// The GLib timeouts of every animation that are pending now: 0 once none plays. For tests
    /// and the benchmark.
    public private(set) static var liveTimers = 0
    /// Decoded frames kept ahead of the shown one.
    static let ringSize = 2

    private let reference: GObjectRef<GObject>
    private let decoder: Locked<GIFFrameDecoder>
    private let queue = DispatchQueue(label: "kittens.viewer.gif-frames")
    private var ready: [(texture: Texture, delay: Duration)] = []
    private var shownDelay: Duration
    private var isDecoding = false
    private var isFinished = false
    private var isWaitingForFrame = false
    private var timer: guint = 0
    /// Whether it plays (a timer pending or a frame awaited).
    public private(set) var isPlaying = false

    /// The animation of `first`, the frame shown before it plays (shown for `firstDelay`), and
    /// `decoder`, which gives the frames after it.
    init(first: Texture, firstDelay: Duration, decoder: GIFFrameDecoder) {
        reference = GObjectRef(owning: kittens_frame_paintable_new(Int32(clamping: first.width), Int32(clamping: first.height)))
        self.decoder = Locked(decoder)
        shownDelay = firstDelay
        kittens_frame_paintable_show(paintable, first.texture)
    }

    /// The animation of a GIF file composited to fit `box`, for the benchmark; nil when the
    /// bytes are no GIF, or a GIF of one frame.
    public convenience init?(gif bytes: [UInt8], fitting box: (width: Int, height: Int)) {
        guard var decoder = try? GIFFrameDecoder(bytes, targetFor: { screen in
            let size = FitSize(source: screen, fitting: box)
            return (size.width, size.height)
        }), decoder.isAnimated, let first = decoder.nextFrame(), let texture = Texture(first, isAnimated: true)
        else { return nil }
        self.init(first: texture, firstDelay: first.delay, decoder: decoder)
    }

    isolated deinit {
        stop()
    }

    /// The paintable a `GtkPicture` shows, valid while this animation lives.
    public var paintable: OpaquePointer { OpaquePointer(reference.pointer) }

    /// The texture shown now.
    var shownTexture: OpaquePointer? { kittens_frame_paintable_get_texture(paintable) }

    /// Plays on from the frame shown: it shows for its delay, then the next.
    public func play() {
        guard !isPlaying, !(isFinished && ready.isEmpty) else { return }
        isPlaying = true
        decodeAhead()
        schedule(after: shownDelay)
    }

    /// Stops on the frame shown, with no timer left.
    public func stop() {
        isPlaying = false
        isWaitingForFrame = false
        guard timer != 0 else { return }
        g_source_remove(timer)
        timer = 0
        Self.liveTimers -= 1
    }

    /// Asks the queue for the next frame unless the ring is full or one is on its way.
    private func decodeAhead() {
        guard !isDecoding, !isFinished, ready.count < Self.ringSize else { return }
        isDecoding = true
        let decoder = self.decoder
        queue.async { [weak self] in
            let frame = decoder.withLock { $0.nextFrame() }
            let texture = frame.flatMap { Texture($0, isAnimated: true) }
            let delay = frame?.delay ?? .zero
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.decoded(texture, delay: delay) }
            }
        }
    }

    private func decoded(_ texture: Texture?, delay: Duration) {
        isDecoding = false
        guard let texture else {
            isFinished = true
            if isWaitingForFrame { stop() }
            return
        }
        ready.append((texture, delay))
        if isWaitingForFrame {
            isWaitingForFrame = false
            advance()
        } else if isPlaying {
            decodeAhead()
        }
    }

    /// The shown frame's time is up: the next one shows, or is awaited.
    private func advance() {
        guard isPlaying else { return }
        guard !ready.isEmpty else {
            if isFinished { stop() } else { isWaitingForFrame = true }
            return
        }
        let next = ready.removeFirst()
        kittens_frame_paintable_show(paintable, next.texture.texture)
        shownDelay = next.delay
        decodeAhead()
        schedule(after: next.delay)
    }

    private func schedule(after delay: Duration) {
        let (seconds, attoseconds) = delay.components
        let milliseconds = guint(clamping: max(10, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        let target = Unmanaged.passRetained(TimerTarget(self)).toOpaque()
        timer = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return kittens_source_remove() }
            let target = Unmanaged<TimerTarget>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { target.animation?.timerFired() }
            return kittens_source_remove()
        }, target, { data in
            guard let data else { return }
            Unmanaged<TimerTarget>.fromOpaque(data).release()
        })
        Self.liveTimers += 1
    }

    private func timerFired() {
        timer = 0
        Self.liveTimers -= 1
        advance()
    }
}

/// What a timeout holds: the animation, weakly, so that a pending timeout never keeps it alive.
private final class TimerTarget {
    weak var animation: GIFAnimation?

    init(_ animation: GIFAnimation) {
        self.animation = animation
    }
}

import KittensPictures
import CGLib
import CGtk
import Dispatch
import Foundation
import GLibRuntime
import KittensGtk
import LoopbackHTTP

/// The longest the GTK main loop stalls while the thumbnail loader fetches and decodes 500
/// distinct 640x480 PNGs from a loopback server: a 1 ms GLib timeout records the largest gap
/// between its ticks; every result is set on a `GtkPicture`, as a bound row would.
@MainActor
enum ThumbnailStallBenchmark {
    static let count = 500

    /// The stall figure, on a line starting with `label`, for `count` thumbnails.
    static func run(label: String = "thumbnails", count: Int = count) -> String {
        let image = (try? Data(contentsOf: GtkBenchEnvironment.repositoryRoot
            .appendingPathComponent("data/fixtures/thumbnails/kitten-640x480.png"))) ?? Data()
        guard !image.isEmpty else { return "thumbnails skipped: data/fixtures/thumbnails/kitten-640x480.png not found" }
        guard let server = try? LoopbackHTTPServer(handler: { _ in
            LoopbackResponse(headers: [("Content-Type", "image/png")], body: image)
        }) else { return "thumbnails skipped: the loopback server did not start" }
        defer { server.stop() }

        let loader = ThumbnailLoader()
        let picture = GObjectRef(owning: gtk_picture_new())
        let ticks = TickRecorder()
        let sourceID = ticks.start()
        defer { g_source_remove(sourceID) }

        var loaded = 0, failed = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<count {
            loader.load(server.url("/kitten-\(index).png")) { result in
                switch result {
                case .loaded(let texture):
                    gtk_picture_set_paintable(kittens_picture(picture.raw), texture.paintable)
                    loaded += 1
                case .failed:
                    failed += 1
                }
            }
        }
        let loop = MainLoop()
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while loaded + failed < count, DispatchTime.now().uptimeNanoseconds < deadline {
            loop.run(timeout: .milliseconds(20))
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return "\(label).max_stall_ms=\(format(ticks.maxGapMs)) loaded=\(loaded) failed=\(failed)"
            + " target_ms=16 total_s=\(format(seconds))"
    }
}

/// A 1 ms GLib timeout on the default context that remembers the longest gap between ticks, in
/// wall-clock time, or on another clock (`clock`, nanoseconds).
@MainActor
final class TickRecorder {
    private let clock: () -> UInt64
    private var last: UInt64 = 0
    private(set) var maxGapNs: UInt64 = 0

    var maxGapMs: Double { Double(maxGapNs) / 1e6 }

    init(clock: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.clock = clock
    }

    /// Records every millisecond's tick until `g_source_remove` stops it with the id returned.
    func start() -> guint {
        last = clock()
        return Idle.every(milliseconds: 1) { self.tick() }
    }

    private func tick() {
        let now = clock()
        maxGapNs = max(maxGapNs, now - last)
        last = now
    }
}

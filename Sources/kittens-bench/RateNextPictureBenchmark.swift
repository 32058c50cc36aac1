import CGLib
import CGtk
import Dispatch
import Foundation
import GLibRuntime
import JPEGFixtureWriter
import Kittens
import KittensGtk
import LoopbackHTTP
import MVI

/// `rate.next_picture_ms`: on the Rate page of a real window, the time from a vote (the action
/// its key activates, `win.rate-up`) to the first frame painted with the next picture, its
/// pictures loaded ahead as the page loads them; 20 votes in a row, over 1600x1200 JPEGs
/// (about 300 KB each) from a loopback server, and the main loop's longest stall meanwhile.
@MainActor
enum RateNextPictureBenchmark {
    static let votes = 20

    static func run(application: UnsafeMutablePointer<GtkApplication>) -> String {
        guard let jpeg = JPEGFixture.data(width: 1600, height: 1200) else { return "rate skipped: no JPEG fixture" }
        guard let server = JPEGFixture.server(serving: jpeg) else { return "rate skipped: the loopback server did not start" }
        defer { server.stop() }

        let window = GtkBenchEnvironment.mainWindow(application)
        defer { window.close() }
        let store = DefaultStoreFactory().makeRateStore(pictures: ServedPictures(server: server))
        let component = RateComponent(store: store, states: store)
        defer { component.destroy() }
        component.attach(window.rateView)
        gtk_window_set_default_size(window.window, 720, 560)
        window.present()
        let rate = window.rateView
        rate.show()
        let loop = MainLoop()
        guard loop.wait(seconds: 30, until: { rate.isReady }),
              let clock = gtk_widget_get_frame_clock(kittens_widget(window.window))
        else { return "rate skipped: the first pictures did not load" }

        var painted: URL?
        let handler = Signal.connect(GObjectPointer<Gdk.FrameClock>(clock), .afterPaint) { painted = rate.shownPictureURL }
        defer { Signal.disconnect(clock, handler) }
        let ticks = TickRecorder()
        let sourceID = ticks.start()
        defer { g_source_remove(sourceID) }
        var samples: [Double] = []
        for _ in 0..<votes {
            guard loop.wait(seconds: 30, until: { rate.isReady }), let next = rate.model.upcoming.first
            else { break }
            // A person's quickest presses come about 100 ms apart: votes 50 ms apart leave the
            // frame clock idle, as a person does, rather than waiting for the next frame's slot.
            let idle = DispatchTime.now().uptimeNanoseconds + 50_000_000
            _ = loop.wait(seconds: 1, until: { DispatchTime.now().uptimeNanoseconds >= idle })
            painted = nil
            let start = DispatchTime.now().uptimeNanoseconds
            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.rate-up", nil)
            guard loop.wait(seconds: 5, until: { painted == next }) else { break }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        guard samples.count == votes else { return "rate.next_picture_ms failed: \(samples.count) of \(votes) votes showed their next picture" }
        let sorted = samples.sorted()
        let p95 = sorted[Int((Double(votes) * 0.95).rounded(.up)) - 1]
        return "rate.next_picture_ms p95=\(format(p95)) median=\(format(sorted[votes / 2])) max=\(format(sorted[votes - 1]))"
            + " votes=\(votes) target_ms=16 max_stall_ms=\(format(ticks.maxGapMs))"
    }

    /// Pages of distinct picture URLs on `server`, as TheCatAPI's search would list them.
    private struct ServedPictures: ListingDataSource {
        let server: LoopbackHTTPServer

        func load(limit: Int, page: Int) async -> ListingLoadResult {
            .images((0..<limit).map { index in
                let id = "rate-\(page)-\(index)"
                return KittenImage(id: id, url: server.url("/\(id).jpg"), width: 1600, height: 1200)
            })
        }
    }
}

extension MainLoop {
    /// Runs the loop until `condition` holds or `seconds` pass; whether it held.
    fileprivate func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while !condition() {
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
            run(timeout: .milliseconds(5))
        }
        return true
    }
}

import KittensPictures
import CGLib
import CGtk
import Dispatch
import Foundation
import GLibRuntime
import JPEGFixtureWriter
import Kittens
import KittensGtk
import LoopbackHTTP

/// Zooming a 6000 x 4000 JPEG to 100 % in the real window's viewer, then panning it: the
/// process's peak memory stays within the picture budgets (the zoomed picture decoded at most at
/// `PictureLoader.Configuration.zoomPixelBudget` pixels, plus one decode's working memory),
/// and the main loop never stalls 16 ms or more while it zooms, decodes again and pans (a 1 ms
/// GLib timeout records the longest gap between its ticks).
///
/// It runs in a child process (this executable with `childFlag`), whose peak nothing else has
/// touched; the growth is measured from the picture shown fitted to the end of the panning.
@MainActor
enum ViewerZoomBenchmark {
    static let childFlag = "--viewer-zoom-child"
    private static let figure = "viewer.zoom_6000x4000"
    /// Drags of the zoomed picture, each followed by a frame.
    private static let pans = 120

    static func run() -> String {
        lineOfChildProcess(flag: childFlag, prefix: figure)
    }

    /// The measurement itself, in the child process, whose allocator is tuned as the app's is
    /// (`MallocArenas`) before anything else runs.
    static func measureInThisProcess() -> String {
        MallocArenas.limit()
        let application: UnsafeMutablePointer<GtkApplication>
        switch GtkBenchEnvironment.start() {
        case .success(let started): application = started
        case .failure(let reason): return "\(figure) skipped: \(reason)"
        }
        guard let jpeg = JPEGFixture.data(width: 6000, height: 4000) else { return "\(figure) skipped: libjpeg wrote no fixture" }
        guard let server = JPEGFixture.server(serving: jpeg) else { return "\(figure) skipped: the loopback server did not start" }
        defer { server.stop() }

        let loader = PictureLoader()
        let window = GtkBenchEnvironment.mainWindow(application, pictures: loader)
        defer { window.close() }
        gtk_window_set_default_size(window.window, 1280, 800)
        window.present()
        let url = server.url("/photo.jpg")
        let frames = FrameCounter(window.window)
        window.renderViewer(ViewerModel(viewer: ViewedPicture(imageID: "photo", url: url, picture: .loading)))
        guard wait(until: { loadedWidth(loader, url) != nil }) else { return "\(figure) skipped: the picture did not load" }
        window.renderViewer(ViewerModel(viewer: ViewedPicture(imageID: "photo", url: url, picture: .shown)))
        guard frames.wait(for: 3) else { return "\(figure) skipped: the window drew no frames" }
        let fittedWidth = loadedWidth(loader, url) ?? 0
        let baseline = peakResidentBytes()

        let ticks = TickRecorder(), work = TickRecorder(clock: mainThreadCPUNanoseconds)
        let source = ticks.start(), workSource = work.start()
        defer {
            g_source_remove(source)
            g_source_remove(workSource)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        gtk_widget_activate_action_variant(kittens_widget(window.window), "win.zoom-actual", nil)
        let sharp = wait(until: { loadedWidth(loader, url) == 6000 })
        _ = frames.wait(for: 2)
        for step in 0..<pans {
            // Back and forth across the picture, as a person looks it over.
            let direction: Double = (step / 30).isMultiple(of: 2) ? 1 : -1
            window.panViewer(byX: -40 * direction, y: -20 * direction)
            _ = frames.wait(for: 1)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let growth = peakResidentBytes() - baseline
        let budgetBytes = loader.configuration.zoomPixelBudget * 4 + decodeWorkingBytes
        let within = sharp && growth <= budgetBytes
        return "\(figure) peak_growth_mb=\(mebibytes(growth)) budget_mb=\(mebibytes(budgetBytes)) within_budget=\(within ? "yes" : "NO")"
            + " max_stall_ms=\(format(ticks.maxGapMs)) max_stall_main_cpu_ms=\(format(work.maxGapMs)) target_ms=16"
            + " stall_ok=\(ticks.maxGapMs < 16 ? "yes" : "NO")"
            + " decoded_fitted_width=\(fittedWidth) decoded_zoomed_width=\(loadedWidth(loader, url) ?? 0)"
            + " pans=\(pans) frames=\(frames.count) total_s=\(format(seconds))"
    }

    /// The main thread's CPU time, in nanoseconds: on it, the longest gap between a timeout's
    /// ticks is the longest the main loop was kept busy by its own work, whatever other processes
    /// took of the machine meanwhile (a wall-clock stall on a loaded machine is mostly the main
    /// thread waiting for a core).
    private static func mainThreadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// What one decode may hold besides the picture it makes: the JPEG decoder's rows and
    /// libjpeg's own buffers for a baseline picture, well under 16 MiB.
    private static let decodeWorkingBytes = 16 << 20

    private static func loadedWidth(_ loader: PictureLoader, _ url: URL) -> Int? {
        guard case .loaded(let picture) = loader.state(of: url) else { return nil }
        return picture.texture.width
    }

    /// Runs the main loop until `condition` holds, for at most 60 seconds.
    private static func wait(until condition: () -> Bool) -> Bool {
        let loop = MainLoop()
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while !condition() {
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
            _ = loop.run(timeout: .milliseconds(5))
        }
        return true
    }

    /// Counts the frames a window draws.
    @MainActor
    private final class FrameCounter {
        private(set) var count = 0
        private let window: UnsafeMutablePointer<GtkWindow>
        private var handler: (clock: OpaquePointer, id: SignalHandlerID)?

        init(_ window: UnsafeMutablePointer<GtkWindow>) { self.window = window }

        /// Asks for and waits until `frames` more frames were drawn.
        func wait(for frames: Int) -> Bool {
            gtk_widget_queue_draw(kittens_widget(window))
            if handler == nil, let clock = gtk_widget_get_frame_clock(kittens_widget(window)) {
                let id = Signal.connect(GObjectPointer<Gdk.FrameClock>(clock), .afterPaint) { [weak self] in self?.count += 1 }
                handler = (clock, id)
            }
            let goal = count + frames
            return ViewerZoomBenchmark.wait(until: {
                if self.count < goal { gtk_widget_queue_draw(kittens_widget(self.window)) }
                return self.count >= goal
            })
        }

        isolated deinit {
            if let handler { Signal.disconnect(handler.clock, handler.id) }
        }
    }
}

import KittensPictures
import CGtk
import Dispatch
import Foundation
import GLibRuntime
import KittensGtk
import LoopbackHTTP

/// The peak resident memory of a process that loads 20 image bombs (files whose header claims
/// up to 65535 x 65535 pixels in a few bytes) through the real `ThumbnailLoader`, from a
/// loopback server, against its peak before them.
///
/// It runs in a child process (this executable with `childFlag`), so no other benchmark's
/// allocations pollute the peak. The child warms the loader up on a real picture first, then
/// takes the baseline. To show the figure would catch a bomb, it then decodes one picture within
/// the limits (6000 x 6000) at full size the old way, `gdk_texture_new_from_bytes`, and reports
/// how much that alone raised the peak.
@MainActor
enum BombMemoryBenchmark {
    static let childFlag = "--bomb-memory-child"
    static let budgetMB = 64
    private static let bombCount = 20
    private static let bombs = ["bomb-30000x30000.jpg", "bomb-10000x10000.png", "bomb-65535x65535.gif", "bomb-frame-20000x20000.gif"]

    /// Runs the measurement in a child process and returns its line.
    static func run() -> String {
        lineOfChildProcess(flag: childFlag, prefix: "thumbnails.bomb")
    }

    /// The measurement itself, in the child process.
    static func measureInThisProcess() -> String {
        let fixtures = GtkBenchEnvironment.repositoryRoot.appendingPathComponent("data/fixtures/thumbnails")
        let files = Dictionary(uniqueKeysWithValues: (bombs + ["kitten-320x240.jpg", "allowed-6000x6000.png"]).map { name in
            (name, (try? Data(contentsOf: fixtures.appendingPathComponent(name))) ?? Data())
        })
        guard files.values.allSatisfy({ !$0.isEmpty }) else { return "thumbnails.bomb skipped: fixtures not found in \(fixtures.path)" }
        guard let server = try? LoopbackHTTPServer(handler: { request in
            let name = String(request.path.split(separator: "/").last ?? "")
            return LoopbackResponse(headers: [("Content-Type", "image/png")], body: files[name] ?? Data())
        }) else { return "thumbnails.bomb skipped: the loopback server did not start" }
        defer { server.stop() }
        MainLoopBridge.install()
        let loader = ThumbnailLoader()

        guard load([server.url("/warm-up/kitten-320x240.jpg")], with: loader).loaded == 1 else {
            return "thumbnails.bomb skipped: the warm-up picture did not load"
        }
        let baseline = peakResidentBytes()
        let urls = (0..<bombCount).map { server.url("/\($0)/\(bombs[$0 % bombs.count])") }
        let outcome = load(urls, with: loader)
        let bombPeak = peakResidentBytes()

        let fullDecodeGrowth = fullSizeDecodeGrowth(files["allowed-6000x6000.png"] ?? Data())
        let growthMB = mebibytes(bombPeak - baseline)
        return "thumbnails.bomb_peak_rss_mb=\(mebibytes(bombPeak)) baseline_rss_mb=\(mebibytes(baseline))"
            + " bombs=\(bombCount) placeholders=\(outcome.failed) growth_mb=\(growthMB) budget_mb=\(budgetMB)"
            + " within_budget=\(growthMB <= budgetMB && outcome.failed == bombCount ? "yes" : "NO")"
            + " control_full_decode_6000x6000_growth_mb=\(mebibytes(fullDecodeGrowth))"
    }

    /// Loads every URL at once and runs the main loop until each has a result (60 s at most).
    private static func load(_ urls: [URL], with loader: ThumbnailLoader) -> (loaded: Int, failed: Int) {
        var loaded = 0, failed = 0
        for url in urls {
            loader.load(url) { result in
                if case .loaded = result { loaded += 1 } else { failed += 1 }
            }
        }
        let loop = MainLoop()
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while loaded + failed < urls.count, DispatchTime.now().uptimeNanoseconds < deadline {
            loop.run(timeout: .milliseconds(20))
        }
        return (loaded, failed)
    }

    /// How much one full-size decode raises the peak: the cost each bomb would have had
    /// (at least) without the header check.
    private static func fullSizeDecodeGrowth(_ image: Data) -> Int {
        let before = peakResidentBytes()
        let bytes = image.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return 0 }
        g_object_unref(UnsafeMutableRawPointer(texture))
        return peakResidentBytes() - before
    }
}

@_spi(Benchmarks) import KittensPictures
import Foundation

/// The thumbnail loader's fixed cost a picture, alone: the process's CPU time per picture while
/// `ThumbnailLoader` loads `count` pictures of 2 KB from a loopback server in a child process
/// (whose CPU is not counted), six downloads at a time, with a decode that does nothing
/// (`ThumbnailLoader.decodingNothing`). What is left is the download through libsoup (over
/// connections the server keeps alive, as a CDN does), the queue hops, the timers, the caches
/// and the hand-over to the main thread, plus what the pictures leave to run after the loads
/// (`later`: the process's CPU time while it idles past every timer they set, shared out per
/// picture). The target is under 0.2 ms a picture.
@MainActor
enum LoaderFixedCostBenchmark {
    private static let count = 500
    private static let rounds = 3
    static let targetMilliseconds = 0.2
    /// Longer than any timer a picture leaves behind: a download's idle timeout (20 s, cancelled
    /// when it ends) and a decode's deadline (10 s, cancelled likewise).
    private static let laterSeconds = 21.0

    static func run() -> String {
        guard let server = PictureServerChild.Running.start() else {
            return "thumbnails.loader_fixed_cpu_ms skipped: the child server did not start"
        }
        defer { server.stop() }
        var cpu: [Double] = [], wall: [Double] = []
        for round in 0..<rounds {
            // A loader of its own each round, past its first picture (which makes the session).
            guard let loader = ThumbnailLoader.decodingNothing(),
                  loader.loadAll(server.urls(count: 1, folder: "warm-up-\(round)")).loaded == 1
            else { return "thumbnails.loader_fixed_cpu_ms skipped: the warm-up picture did not load" }
            let urls = server.urls(count: count, folder: "round-\(round)")
            let cpuBefore = processCPUMilliseconds(), wallBefore = DispatchTime.now().uptimeNanoseconds
            let outcome = loader.loadAll(urls)
            let wallMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - wallBefore) / 1e6
            guard outcome.loaded == count else {
                return "thumbnails.loader_fixed_cpu_ms skipped: \(outcome.failed) of \(count) pictures failed"
            }
            cpu.append((processCPUMilliseconds() - cpuBefore) / Double(count))
            wall.append(wallMilliseconds / Double(count))
        }
        // What the pictures left to run later (timers that fire after the loads ended) is
        // counted too: the process idles past the latest such timer, a download's idle timeout.
        let laterBefore = processCPUMilliseconds()
        Thread.sleep(forTimeInterval: laterSeconds)
        let later = (processCPUMilliseconds() - laterBefore) / Double(rounds * (count + 1))
        let best = cpu.min() ?? 0
        return "thumbnails.loader_fixed_cpu_ms_per_picture=\(format3(best + later)) during=\(format3(best))"
            + " median_during=\(format3(median(cpu))) later=\(format3(later))"
            + " wall_ms_per_picture=\(format3(median(wall))) pictures=\(count) rounds=\(rounds) body_bytes=\(PictureServerChild.bodyBytes)"
            + " target_ms=\(targetMilliseconds) within_target=\(best + later < targetMilliseconds ? "yes" : "no")"
    }
}

/// The median of `values` (the mean of the middle two for an even count); 0 for none.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// `value` with three decimals.
func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

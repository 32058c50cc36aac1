import Dispatch
import Foundation
import GLibRuntime
import Kittens
import KittensNetwork
import LoopbackHTTP

/// A refresh storm: 1,000 times, the load in flight is cancelled and a new one starts, as a
/// refresh does (the store cancels the job's task and launches another). The server answers
/// only after 2 s, and each cycle waits until its request has reached the server, so every
/// cancel lands while libsoup is blocked waiting for the answer. Measured: the longest time the
/// main thread spends inside one cancel + start, with the GLib main loop running the tasks.
@MainActor
enum RefreshStormBenchmark {
    static let cycles = 1_000

    static func run() -> String {
        MainLoopBridge.install()
        guard let server = try? LoopbackHTTPServer(handler: { _ in
            LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 2)
        }) else { return "refresh_storm skipped: the loopback server did not start" }
        defer { server.stop() }
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/v1/images/search")))
        let loop = MainLoop()
        var outcomes = Outcomes()

        var stalls: [UInt64] = []
        stalls.reserveCapacity(cycles)
        var inFlight: Task<Void, Never>?
        let start = DispatchTime.now().uptimeNanoseconds
        for cycle in 0..<cycles {
            let before = DispatchTime.now().uptimeNanoseconds
            inFlight?.cancel()
            inFlight = Task { outcomes.record(await source.load(limit: 10, page: 0)) }
            stalls.append(DispatchTime.now().uptimeNanoseconds - before)
            let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
            while server.requests.count <= cycle, DispatchTime.now().uptimeNanoseconds < deadline {
                loop.run(timeout: .milliseconds(1))
            }
        }
        inFlight?.cancel()
        let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
        while outcomes.count < cycles, DispatchTime.now().uptimeNanoseconds < deadline {
            loop.run(timeout: .milliseconds(5))
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        stalls.sort()
        let milliseconds = { (index: Int) in format(Double(stalls[min(index, stalls.count - 1)]) / 1e6) }
        return "refresh_storm.max_stall_ms=\(milliseconds(stalls.count - 1)) requests=\(server.requests.count)"
            + " p99_ms=\(milliseconds(stalls.count * 99 / 100)) median_ms=\(milliseconds(stalls.count / 2))"
            + " cycles=\(cycles) cancelled=\(outcomes.cancelled) other=\(outcomes.count - outcomes.cancelled)"
            + " total_s=\(format(seconds))"
    }

    private struct Outcomes {
        var count = 0
        var cancelled = 0

        mutating func record(_ result: ListingLoadResult) {
            count += 1
            if result == .cancelled { cancelled += 1 }
        }
    }
}

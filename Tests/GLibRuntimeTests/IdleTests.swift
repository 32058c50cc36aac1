import CGLib
import GLibRuntime
import XCTest

/// `Idle`'s sources on a real GLib main loop: what runs, how often, and what is freed.
final class IdleTests: XCTestCase {
    private final class Witness {
        var runs = 0
        var isFreed: () -> Void = {}
        deinit { isFreed() }
    }

    func testEveryRunsUntilRemovedThenFreesItsBody() {
        MainActor.assumeIsolated {
            let loop = MainLoop()
            var freed = false
            var source: guint = 0
            do {
                let witness = Witness()
                witness.isFreed = { freed = true }
                source = Idle.every(milliseconds: 1) {
                    witness.runs += 1
                    if witness.runs == 3 { loop.stop() }
                }
            }
            XCTAssertTrue(loop.run(timeout: .seconds(5)), "three ticks within five seconds")
            XCTAssertFalse(freed, "the source keeps its body while it runs")
            g_source_remove(source)
            XCTAssertTrue(freed, "removing the source frees its body")
        }
    }

    func testOnceAndAfterRunOnceAndFreeTheirBodies() {
        MainActor.assumeIsolated {
            let loop = MainLoop()
            var runs: [String] = []
            var freed = 0
            do {
                let once = Witness(), after = Witness()
                once.isFreed = { freed += 1 }
                after.isFreed = { freed += 1 }
                Idle.once {
                    once.runs += 1
                    runs.append("once")
                    if runs.count == 2 { loop.stop() }
                }
                Idle.after(milliseconds: 20) {
                    after.runs += 1
                    runs.append("after")
                    if runs.count == 2 { loop.stop() }
                }
            }
            XCTAssertTrue(loop.run(timeout: .seconds(5)))
            XCTAssertEqual(runs.sorted(), ["after", "once"], "each ran, once")
            XCTAssertEqual(freed, 2, "a source that ran once is gone, and its body with it")
        }
    }
}

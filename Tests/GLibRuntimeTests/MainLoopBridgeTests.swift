import CGLib
import Dispatch
import GLibRuntime
import Glibc
import XCTest

/// These run a real GLib main loop on the main thread, as GTK does; no display is needed.
final class MainLoopBridgeTests: XCTestCase {
    func testMainQueueMainActorAndABackgroundHopRunInOrderUnderAGLibLoop() {
        MainActor.assumeIsolated {
            MainLoopBridge.install()
            let loop = MainLoop()
            let order = Journal()
            DispatchQueue.main.async { MainActor.assumeIsolated { order.append("main queue") } }
            Task { @MainActor in
                order.append("main actor")
                DispatchQueue.global().async {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            order.append("background to main")
                            Task { @MainActor in
                                await MainActor.run { order.append("MainActor.run") }
                                loop.stop()
                            }
                        }
                    }
                }
            }
            XCTAssertTrue(loop.run(timeout: .seconds(5)), "the loop timed out: main-queue work did not run")
            XCTAssertEqual(order.entries, ["main queue", "main actor", "background to main", "MainActor.run"])
        }
    }

    func testWithoutTheBridgeMainQueueWorkWaitsAndRunsOnceItIsInstalled() {
        MainActor.assumeIsolated {
            MainLoopBridge.uninstall()
            defer { MainLoopBridge.install() }
            var ran = false
            DispatchQueue.main.async { ran = true }
            MainLoop().run(timeout: .milliseconds(200))
            XCTAssertFalse(ran, "a plain GLib loop does not drain libdispatch's main queue")

            MainLoopBridge.install()
            let loop = MainLoop()
            DispatchQueue.main.async { loop.stop() }
            XCTAssertTrue(loop.run(timeout: .seconds(5)))
            XCTAssertTrue(ran)
        }
    }

    func testAnIdleLoopWithTheBridgeUsesAlmostNoCPU() {
        MainActor.assumeIsolated {
            MainLoopBridge.install()
            let warmUp = MainLoop()
            DispatchQueue.main.async { warmUp.stop() }
            XCTAssertTrue(warmUp.run(timeout: .seconds(5)))

            let before = cpuSeconds()
            MainLoop().run(timeout: .seconds(1))
            let used = cpuSeconds() - before
            XCTAssertLessThan(used, 0.1, "an idle loop used \(used) s of CPU in one second")
        }
    }
}

/// User plus system CPU time of this process, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

@MainActor
final class Journal {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

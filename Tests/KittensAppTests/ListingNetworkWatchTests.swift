import Kittens
@testable import KittensApp
import KittensNetwork
import MVI
import XCTest

/// The listing hears from the network monitor, through `NetworkAvailability`, once the network
/// connects: that it is offline at start, then each change, and nothing once stopped.
final class ListingNetworkWatchTests: XCTestCase {
    /// A network the test switches on and off.
    @MainActor private final class SwitchedNetwork: NetworkAvailability {
        var isAvailable: Bool
        private var changed: (@MainActor (Bool) -> Void)?
        private(set) var starts = 0

        init(isAvailable: Bool) {
            self.isAvailable = isAvailable
        }

        func start(_ changed: @escaping @MainActor (Bool) -> Void) -> Bool {
            starts += 1
            self.changed = changed
            return isAvailable
        }

        func stop() {
            changed = nil
        }

        func set(_ isAvailable: Bool) {
            self.isAvailable = isAvailable
            changed?(isAvailable)
        }
    }

    private static let configuration = TheCatAPIConfiguration(endpoint: URL(string: "https://api.thecatapi.com/v1/images/search")!)

    @MainActor func testTheStoreHearsTheNetworkGoAndComeBackFromTheConnectionOnUntilStopped() async {
        let network = SwitchedNetwork(isAvailable: false)
        let store = DefaultStoreFactory().makeListingStore(dataSource: ReplayDataSource(), pageSize: 3)
        defer { store.dispose() }
        let watch = ListingNetworkWatch(network)
        watch.tell(store)
        XCTAssertEqual(network.starts, 0, "GIO's monitor waits for the connection, after the first frame")
        XCTAssertFalse(store.state.isOffline)
        watch.connect(Self.configuration, session: BoundedDownloader())
        XCTAssertEqual(network.starts, 1)
        XCTAssertTrue(store.state.isOffline, "offline at start")
        network.set(true)
        XCTAssertFalse(store.state.isOffline)
        network.set(false)
        XCTAssertTrue(store.state.isOffline)
        watch.stop()
        network.set(true)
        XCTAssertTrue(store.state.isOffline, "nothing after stop")
    }

    @MainActor func testAStoreToldAfterTheConnectionHearsTooAndAnOnlineStartChangesNothing() async {
        let network = SwitchedNetwork(isAvailable: true)
        let store = DefaultStoreFactory().makeListingStore(dataSource: ReplayDataSource(), pageSize: 3)
        defer { store.dispose() }
        let watch = ListingNetworkWatch(network)
        watch.connect(Self.configuration, session: BoundedDownloader())
        XCTAssertEqual(network.starts, 0, "nobody to tell yet")
        watch.tell(store)
        XCTAssertEqual(network.starts, 1)
        XCTAssertFalse(store.state.isOffline)
        network.set(false)
        XCTAssertTrue(store.state.isOffline)
        watch.stop()
    }

    @MainActor func testGIOsMonitorStartsAndStopsOnTheMainThread() async {
        let monitor = GIONetworkMonitor()
        var heard: [Bool] = []
        _ = monitor.start { heard.append($0) }
        _ = monitor.start { heard.append($0) }
        monitor.stop()
        monitor.stop()
        XCTAssertEqual(heard, [], "no change was signalled")
    }

    func testAnAPIOnThisComputerNeedsNoNetwork() throws {
        for address in ["http://127.0.0.1:8080/v1", "http://localhost/v1", "http://[::1]:9/v1", "http://api.localhost/v1"] {
            XCTAssertTrue(ListingNetworkWatch.isOnThisComputer(try XCTUnwrap(URL(string: address))), address)
        }
        for address in ["https://api.thecatapi.com/v1", "http://10.0.0.1/v1", "http://localhost.example.org/v1"] {
            XCTAssertFalse(ListingNetworkWatch.isOnThisComputer(try XCTUnwrap(URL(string: address))), address)
        }
    }
}

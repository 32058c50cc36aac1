import Kittens
@testable import KittensApp
import KittensNetwork
import XCTest

/// The listing's client connects after the first frame; pages asked for before the network
/// opens wait for it.
final class ListingClientTests: XCTestCase {
    /// Nobody listens on port 9 of the loopback: a request that leaves fails at once.
    private static let nowhere = TheCatAPIConfiguration(endpoint: URL(string: "http://127.0.0.1:9/v1/images/search")!)

    func testALoadAskedBeforeTheNetworkOpensWaitsForItAndThenLeaves() async {
        let client = ListingClient()
        let load = Task { await client.load(limit: 10, page: 3) }
        while client.waitingLoadCount == 0 { await Task.yield() }
        await MainActor.run { [client] in
            client.connect(Self.nowhere, session: BoundedDownloader())
            client.open()
        }
        let result = await load.value
        XCTAssertNotEqual(result, .cancelled, "it left and found nobody: \(result)")
        XCTAssertEqual(client.waitingLoadCount, 0)
    }

    func testALoadAfterTheNetworkOpensGoesStraightOut() async {
        let client = ListingClient()
        await MainActor.run { [client] in
            client.connect(Self.nowhere, session: BoundedDownloader())
            client.open()
        }
        let result = await client.load(limit: 5, page: 0)
        XCTAssertNotEqual(result, .cancelled, "it left and found nobody: \(result)")
    }

    func testALoadCancelledWhileWaitingEndsCancelledWithoutLeaving() async {
        let client = ListingClient()
        let load = Task { await client.load(limit: 10, page: 0) }
        while client.waitingLoadCount == 0 { await Task.yield() }
        load.cancel()
        await MainActor.run { [client] in
            client.connect(Self.nowhere, session: BoundedDownloader())
            client.open()
        }
        let result = await load.value
        XCTAssertEqual(result, .cancelled)
    }

    func testTheNextLoadCarriesTheKeyLastUsed() async {
        let client = ListingClient()
        await MainActor.run { [client] in
            client.connect(Self.nowhere, session: BoundedDownloader())
            client.use(apiKey: "second")
        }
        XCTAssertEqual(client.configuration?.apiKey, "second")
    }
}

import Outbox
import XCTest

final class OutboxAccountStateTests: XCTestCase {
    private let cast = TestOperation(id: 1, kind: .cast(1), subject: "a1")

    func testLeavingAnAcceptedAccountShelvesWhatIsHereAndTakesBackTheNewAccountsOwn() {
        var state = ToyState(account: "a", usesServer: true, isSyncing: true)
        state.records = ["a1"]
        state.queue.operations = [cast]
        state.isAccountAccepted = true
        state.otherAccounts = [ToyShelf(account: "b", records: ["b1"])]
        state.use("b")
        XCTAssertEqual(state.account, "b")
        XCTAssertEqual(state.records, ["b1"])
        XCTAssertEqual(state.queue.operations, [])
        XCTAssertEqual(state.otherAccounts, [ToyShelf(account: "a", records: ["a1"], operations: [cast])])
        XCTAssertTrue(state.isAccountAccepted, "the server accepted b before")
        XCTAssertTrue(state.needsListing)
        XCTAssertFalse(state.isSyncing)
    }

    func testWhatIsNoAccountsYetGoesWithTheUserAndJoinsTheNewAccountsOwn() {
        var state = ToyState(account: "mistyped")
        state.records = ["x"]
        state.queue.operations = [cast]
        state.otherAccounts = [ToyShelf(account: "b", records: ["b1", "x"])]
        state.use("b")
        XCTAssertEqual(state.records, ["x", "b1"])
        XCTAssertEqual(state.queue.operations, [cast])
        XCTAssertEqual(state.otherAccounts, [], "a key the server never accepted keeps no shelf")
        XCTAssertTrue(state.isAccountAccepted)
        XCTAssertTrue(state.usesServer)
    }

    func testNoKeyKeepsWhatIsHereAndForgetsWhatWasOnItsWay() {
        var state = ToyState(account: "a", usesServer: true, isSyncing: true)
        state.records = ["a1"]
        state.queue = OutboxQueue(operations: [cast], sending: [1], nextID: 2)
        state.backOff.failed(.unreachable("offline"))
        state.changedWhileSyncing = ["a1"]
        state.use(nil)
        XCTAssertEqual(state.account, "a")
        XCTAssertEqual(state.records, ["a1"])
        XCTAssertEqual(state.queue.sending, [])
        XCTAssertEqual(state.queue.operations, [cast], "the change waits for a key")
        XCTAssertNil(state.backOff.problem)
        XCTAssertEqual(state.changedWhileSyncing, [])
        XCTAssertFalse(state.usesServer)
        XCTAssertFalse(state.isSyncing)
        XCTAssertFalse(state.needsListing)
    }
}

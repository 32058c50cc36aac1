import Outbox
import XCTest

final class OutboxShelvesTests: XCTestCase {
    private struct Shelf: OutboxShelf, Equatable {
        var account: String
        var records: [String]
        var changes: [String] = []

        var hasChanges: Bool { !changes.isEmpty }
        var recordCount: Int { records.count }

        mutating func dropRecords(upTo count: Int) -> Int {
            var dropping = count
            let before = records.count
            records.removeAll { record in
                guard dropping > 0, !changes.contains(record) else { return false }
                dropping -= 1
                return true
            }
            return before - records.count
        }
    }

    private let roomy = OutboxShelfCaps(maximumIdleAccounts: 10, maximumAccounts: 10, maximumRecords: 100)

    func testLeavingAnAcceptedAccountShelvesItAndTakesBackTheNewOnesShelf() {
        var shelves = [Shelf(account: "b", records: ["b1"], changes: ["b1"])]
        let change = OutboxShelves.switching(from: "a", isAccepted: true, to: "b", shelves: &shelves, caps: roomy) {
            Shelf(account: $0, records: ["a1"])
        }
        guard case .switched(let taken) = change else { return XCTFail("\(change)") }
        XCTAssertEqual(taken, Shelf(account: "b", records: ["b1"], changes: ["b1"]))
        XCTAssertEqual(shelves, [Shelf(account: "a", records: ["a1"])])
    }

    func testKeylessChangesGoWithTheUserToTheNextAccount() {
        var shelves = [Shelf(account: "b", records: ["b1"])]
        let change = OutboxShelves.switching(from: nil, isAccepted: false, to: "b", shelves: &shelves, caps: roomy) {
            XCTFail("nothing here is an account's")
            return Shelf(account: $0, records: [])
        }
        guard case .carried(let taken) = change else { return XCTFail("\(change)") }
        XCTAssertEqual(taken?.account, "b")
        XCTAssertEqual(shelves, [])
    }

    func testChangesUnderAKeyTheServerNeverAcceptedAreCarriedAndNeverShelved() {
        var shelves: [Shelf] = []
        let change = OutboxShelves.switching(from: "typo", isAccepted: false, to: "right", shelves: &shelves, caps: roomy) {
            Shelf(account: $0, records: [])
        }
        guard case .carried(nil) = change else { return XCTFail("\(change)") }
        XCTAssertEqual(shelves, [], "a mistyped key takes nothing")
    }

    func testIdleAccountsPastTheirCapGoOldestFirstButOnesWithChangesStay() {
        var shelves = [
            Shelf(account: "1", records: []), Shelf(account: "2", records: ["x"], changes: ["x"]), Shelf(account: "3", records: []),
            Shelf(account: "4", records: []),
        ]
        OutboxShelves.trim(&shelves, to: OutboxShelfCaps(maximumIdleAccounts: 2, maximumAccounts: 10, maximumRecords: 100))
        XCTAssertEqual(shelves.map(\.account), ["2", "4"])
    }

    func testAccountsPastTheCapGoOldestFirstChangesAndAll() {
        var shelves = (1...4).map { Shelf(account: "\($0)", records: ["r"], changes: ["r"]) }
        OutboxShelves.trim(&shelves, to: OutboxShelfCaps(maximumIdleAccounts: 1, maximumAccounts: 2, maximumRecords: 100))
        XCTAssertEqual(shelves.map(\.account), ["3", "4"])
    }

    func testRecordsPastTheCapGoOfTheOldestAccountFirstNeverOnesWithChanges() {
        var shelves = [Shelf(account: "1", records: ["a", "b", "c"], changes: ["a"]), Shelf(account: "2", records: ["d", "e"])]
        OutboxShelves.trim(&shelves, to: OutboxShelfCaps(maximumIdleAccounts: 10, maximumAccounts: 10, maximumRecords: 2))
        XCTAssertEqual(shelves.map(\.records), [["a"], ["e"]])
    }
}

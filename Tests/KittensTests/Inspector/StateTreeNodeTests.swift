import Kittens
import KittensSupport
import XCTest

/// The state as the inspector's tree shows it: part by part, as Redux DevTools does.
final class StateTreeNodeTests: XCTestCase {
    @MainActor func testNestedStructsArraysOptionalsAndEnumsWithPayloadsOpenPartByPart() async {
        let root = StateTreeNode(value: Sample())
        XCTAssertEqual(root.text, "state: Sample")
        XCTAssertTrue(root.hasChildren)
        XCTAssertEqual(root.children.map(\.text), [
            "name: \"tally\"", "numbers: 2 items", "empty: 0 items", "inner: Inner", "missing: nil", "present: 5",
            "phase: loaded(…)", "failure: failed(…)", "idle: idle", "key: set",
        ])
        let parts = Dictionary(uniqueKeysWithValues: root.children.map { ($0.name, $0) })
        XCTAssertEqual(parts["numbers"]?.children.map(\.text), ["[0]: 1", "[1]: 2"])
        XCTAssertEqual(parts["empty"]?.hasChildren, false, "an empty array has nothing to open")
        XCTAssertEqual(parts["inner"]?.children.map(\.text), ["depth: 2", "innermost: Innermost"])
        XCTAssertEqual(parts["inner"]?.children.last?.children.map(\.text), ["words: 1 item"])
        XCTAssertEqual(parts["inner"]?.children.last?.children.first?.children.map(\.text), ["[0]: \"deep\""])
        XCTAssertEqual(parts["missing"]?.hasChildren, false)
        XCTAssertEqual(parts["present"]?.hasChildren, false, "an optional shows what it holds")
        XCTAssertEqual(parts["phase"]?.children.map(\.text), ["count: 3", "note: \"ok\""], "labelled associated values")
        XCTAssertEqual(parts["failure"]?.children.map(\.text), ["0: \"offline\""], "an unlabelled associated value")
        XCTAssertEqual(parts["idle"]?.hasChildren, false, "a case without payload is a leaf")
    }

    @MainActor func testTheAPIKeyStaysRedactedEverywhereInTheTree() async {
        let root = StateTreeNode(value: Sample(key: "live_0123456789abcdef"))
        let texts = everyText(root)
        XCTAssertTrue(texts.contains("key: set"))
        XCTAssertFalse(texts.contains { $0.contains("0123456789") }, texts.joined(separator: "\n"))
        let key = root.children.first { $0.name == "key" }
        XCTAssertEqual(key?.hasChildren, false, "its parts are not opened")
    }

    @MainActor func testChildrenAreMadeOnceWhenAskedFor() async {
        let root = StateTreeNode(value: Sample())
        XCTAssertFalse(root.hasMadeChildren, "a new node has made no parts")
        let first = root.children
        XCTAssertTrue(root.hasMadeChildren)
        XCTAssertFalse(first.contains { $0.hasMadeChildren }, "its parts have made none of theirs")
        XCTAssertTrue(zip(first, root.children).allSatisfy { $0 === $1 }, "asked again, the same nodes")
    }

    @MainActor private func everyText(_ node: StateTreeNode) -> [String] {
        [node.text] + node.children.flatMap(everyText)
    }
}

private struct Sample {
    var name = "tally"
    var numbers = [1, 2]
    var empty: [Int] = []
    var inner = Inner()
    var missing: Int?
    var present: Int? = 5
    var phase = Phase.loaded(count: 3, note: "ok")
    var failure = Phase.failed("offline")
    var idle = Phase.idle
    var key: APIKey = "live_secret"
}

private struct Inner {
    var depth = 2
    var innermost = Innermost()
}

private struct Innermost {
    var words = ["deep"]
}

private enum Phase {
    case idle
    case loaded(count: Int, note: String)
    case failed(String)
}

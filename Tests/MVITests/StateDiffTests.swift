import Foundation
import MVI
import XCTest

final class StateDiffTests: XCTestCase {
    private struct Inner: Equatable {
        var name: String
        var size: Int?
    }

    private enum Phase: Equatable {
        case idle
        case loading(page: Int)
        case failed(String)
    }

    private struct Outer: Equatable {
        var inner = Inner(name: "a", size: nil)
        var items: [Inner] = []
        var phase = Phase.idle
        var link = URL(string: "https://example.org/a")
        var tags: Set<String> = []
    }

    func testEqualValuesHaveNoDifferingFields() {
        XCTAssertEqual(StateDiff.lines(expected: Outer(), actual: Outer()), ["  (they differ in something they do not show)"])
    }

    func testNestedFieldsAreNamedByTheirPath() {
        var actual = Outer()
        actual.inner.size = 3
        XCTAssertEqual(StateDiff.lines(expected: Outer(), actual: actual), ["− state.inner.size: nil", "+ state.inner.size: 3"])
    }

    func testArraysShowTheirCountAndEachDifferingOrExtraElement() {
        var expected = Outer()
        expected.items = [Inner(name: "a"), Inner(name: "b")]
        var actual = expected
        actual.items[1].name = "B"
        actual.items.append(Inner(name: "c", size: 1))
        XCTAssertEqual(StateDiff.lines(expected: expected, actual: actual), [
            "− state.items.count: 2",
            "+ state.items.count: 3",
            "− state.items[1].name: \"b\"",
            "+ state.items[1].name: \"B\"",
            "+ state.items[2]: Inner(name: \"c\", size: Optional(1))",
        ])
    }

    func testEnumsCompareTheirPayloadWhenTheCaseIsTheSame() {
        var expected = Outer()
        expected.phase = .loading(page: 1)
        var actual = Outer()
        actual.phase = .loading(page: 2)
        XCTAssertEqual(StateDiff.lines(expected: expected, actual: actual), [
            "− state.phase.loading.page: 1", "+ state.phase.loading.page: 2",
        ])
        actual.phase = .failed("x")
        XCTAssertEqual(StateDiff.lines(expected: expected, actual: actual), [
            "− state.phase: loading(page: 1)", "+ state.phase: failed(\"x\")",
        ])
    }

    func testFoundationValuesAreShownWhole() {
        var actual = Outer()
        actual.link = URL(string: "https://example.org/b")
        XCTAssertEqual(StateDiff.lines(expected: Outer(), actual: actual), [
            "− state.link: https://example.org/a", "+ state.link: https://example.org/b",
        ])
    }

    func testALongDiffIsCut() {
        let expected = Array(repeating: 0, count: 100)
        let actual = Array(repeating: 1, count: 100)
        let lines = StateDiff.lines(expected: expected, actual: actual)
        XCTAssertEqual(lines.count, StateDiff.lineLimit + 1)
        XCTAssertEqual(lines.last, "  … and 160 more lines")
    }
}

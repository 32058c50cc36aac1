import MVI
import MVIRecording
import XCTest

/// `IntentSyntax`: an intent typed by hand, read as its `Codable` conformance reads it.
final class IntentSyntaxTests: XCTestCase {
    private enum Sample: Codable, Equatable {
        case refresh
        case add(String)
        case move(from: Int, to: Int)
        case pick(ids: [String], note: String?)
        case nested(NoteIntent)
    }

    func testCasesWithAndWithoutPayloadsRead() throws {
        XCTAssertEqual(try IntentSyntax.parse(".refresh", as: Sample.self), .refresh)
        XCTAssertEqual(try IntentSyntax.parse("refresh", as: Sample.self), .refresh)
        XCTAssertEqual(try IntentSyntax.parse(#"add("milk \"fresh\"")"#, as: Sample.self), .add("milk \"fresh\""))
        XCTAssertEqual(try IntentSyntax.parse(" move(from: 2, to: -3) ", as: Sample.self), .move(from: 2, to: -3))
        XCTAssertEqual(try IntentSyntax.parse(#"pick(ids: ["a", "b"], note: nil)"#, as: Sample.self), .pick(ids: ["a", "b"], note: nil))
        XCTAssertEqual(try IntentSyntax.parse(#"nested(add("x"))"#, as: Sample.self), .nested(.add("x")))
        XCTAssertEqual(try IntentSyntax.parse("nested(.clear)", as: Sample.self), .nested(.clear))
    }

    func testATextThatIsNotAValueOfTheTypeSaysWhy() {
        XCTAssertThrowsError(try IntentSyntax.parse("move(from: 2", as: Sample.self)) {
            XCTAssertEqual(($0 as? IntentSyntax.Problem)?.description, "expected \")\"")
        }
        XCTAssertThrowsError(try IntentSyntax.parse("fly", as: Sample.self)) {
            XCTAssertEqual(($0 as? IntentSyntax.Problem)?.description, #"Sample has no case "fly""#)
        }
        XCTAssertThrowsError(try IntentSyntax.parse("move(to: 2)", as: Sample.self)) {
            XCTAssertEqual(($0 as? IntentSyntax.Problem)?.description, "not a Sample: move.from: missing")
        }
        XCTAssertThrowsError(try IntentSyntax.parse("refresh refresh", as: Sample.self))
    }

    @MainActor func testCompletionsAreTheRecordedIntentNamesThatStartWithWhatIsTyped() async {
        let (store, recording) = recordedNotes()
        store.accept(.add("a"))
        store.accept(.say("b"))
        store.accept(.add("c"))
        store.accept(.clear)
        let names = recording.records.compactMap { record -> String? in
            if case .intent = record.event { record.event.caseName } else { nil }
        }
        XCTAssertEqual(IntentSyntax.completions(of: ".", among: names), ["add", "say", "clear"])
        XCTAssertEqual(IntentSyntax.completions(of: "a", among: names), ["add"])
        XCTAssertEqual(IntentSyntax.completions(of: "cl", among: names), ["clear"])
    }
}

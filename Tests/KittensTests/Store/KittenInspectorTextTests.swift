import Foundation
import Kittens
import MVI
import XCTest

/// What the Store Inspector shows for a kitten event and a kitten state.
final class KittenInspectorTextTests: XCTestCase {
    private let url = URL(string: "https://cdn2.thecatapi.com/images/k1.jpg")!

    func testALineSaysTheSequenceTheKindTheCaseAndTheTimeToTheMillisecond() {
        let loaded = KittenRecording.Record(
            sequence: 12, time: .milliseconds(1204) + .microseconds(900),
            event: .message(.loaded(.refresh, [KittenImage(id: "k1", url: url)], isLastPage: false)), state: KittenState())
        XCTAssertEqual(KittenInspectorText.line(for: loaded), "#12  message  loaded  1.204 s")
        let open = KittenRecording.Record(sequence: 0, time: .zero, event: .intent(.open(url)), state: KittenState())
        XCTAssertEqual(KittenInspectorText.line(for: open), "#0  intent  open  0.000 s")
        let action = KittenRecording.Record(sequence: 3, time: .seconds(75) + .milliseconds(5), event: .action(.loadFirstPage), state: KittenState())
        XCTAssertEqual(KittenInspectorText.line(for: action), "#3  action  loadFirstPage  75.005 s")
        let label = KittenRecording.Record(sequence: 4, time: .milliseconds(40), event: .label(.copyURL(url)), state: KittenState())
        XCTAssertEqual(KittenInspectorText.line(for: label), "#4  label  copyURL  0.040 s")
    }

    func testTheStateIsIndentedJSONWithSortedKeysThatReadsBack() throws {
        var state = KittenState()
        state.images = [KittenImage(id: "k1", url: url)]
        state.nextPage = 1
        let text = KittenInspectorText.stateText(state)
        XCTAssertTrue(text.contains("\n  \"images\" : ["), text)
        XCTAssertTrue(text.contains("\"url\" : \"https://cdn2.thecatapi.com/images/k1.jpg\""), text)
        XCTAssertLessThan(try XCTUnwrap(text.range(of: "\"images\"")).lowerBound, try XCTUnwrap(text.range(of: "\"nextPage\"")).lowerBound)
        XCTAssertEqual(try JSONDecoder().decode(KittenState.self, from: Data(text.utf8)), state)
    }
}

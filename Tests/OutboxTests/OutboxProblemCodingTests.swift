import Foundation
import Outbox
import XCTest

/// A problem keeps the JSON form it had as favourites' own type, so recordings made before the
/// outbox was generic still read.
final class OutboxProblemCodingTests: XCTestCase {
    func testAProblemKeepsItsJSONForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(OutboxProblem<String>.keyRefused), as: UTF8.self), #"{"keyRefused":{}}"#)
        XCTAssertEqual(String(decoding: try encoder.encode(OutboxProblem.unreachable("offline")), as: UTF8.self), #"{"unreachable":{"_0":"offline"}}"#)
        let decoded = try JSONDecoder().decode(OutboxProblem<String>.self, from: Data(#"{"unreachable":{"_0":"offline"}}"#.utf8))
        XCTAssertEqual(decoded, .unreachable("offline"))
    }
}

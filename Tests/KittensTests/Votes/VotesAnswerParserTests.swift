import Foundation
import Kittens
import XCTest

final class VotesAnswerParserTests: XCTestCase {
    func testEntriesWithAndWithoutAPictureAreRead() throws {
        let json = """
        [{"id": 31, "image_id": "abc", "sub_id": "kittens-1", "value": 1, "created_at": "2024-05-01T10:00:00.000Z",
          "country_code": "DE", "image": {"id": "abc", "url": "https://cdn2.thecatapi.com/images/abc.jpg"}},
         {"id": "32", "image_id": "def", "value": 0, "created_at": "2024-05-02T10:00:00Z"},
         {"id": 33, "image_id": "ghi", "value": -1, "image": {}}]
        """
        let page = try VotesAnswerParser.parsePage(Data(json.utf8), totalCount: 3)
        XCTAssertEqual(page.totalCount, 3)
        XCTAssertEqual(page.entryCount, 3)
        XCTAssertEqual(page.records.map(\.remoteID), ["31", "32", "33"])
        XCTAssertEqual(page.records.map(\.imageID), ["abc", "def", "ghi"])
        XCTAssertEqual(page.records.map(\.value), [.up, .down, .down])
        XCTAssertEqual(page.records.map(\.url), [URL(string: "https://cdn2.thecatapi.com/images/abc.jpg"), nil, nil])
        XCTAssertEqual(page.records[0].created, Date(timeIntervalSince1970: 1_714_557_600))
    }

    func testUnusableEntriesAreSkippedButCounted() throws {
        let json = """
        [null, 5, {"id": 1}, {"id": 2, "image_id": "a b", "value": 1}, {"id": 3, "image_id": "x", "value": 0.5},
         {"id": 4, "image_id": "y", "value": "1"}, {"id": 5, "image_id": "z", "value": 1, "image": {"url": "javascript:alert(1)"}}]
        """
        let page = try VotesAnswerParser.parsePage(Data(json.utf8), totalCount: nil)
        XCTAssertEqual(page.entryCount, 7)
        XCTAssertEqual(page.records, [
            RemoteVote(remoteID: "4", imageID: "y", value: .up), RemoteVote(remoteID: "5", imageID: "z", value: .up),
        ])
    }

    func testAnAnswerThatIsNotAnArrayIsAnError() {
        XCTAssertThrowsError(try VotesAnswerParser.parsePage(Data(#"{"message": "oops"}"#.utf8), totalCount: nil)) {
            XCTAssertEqual($0 as? ListingLoadError, .malformed("not a JSON array of votes"))
        }
    }

    func testACastIsAnsweredWithTheVotesId() throws {
        XCTAssertEqual(try VotesAnswerParser.parseCast(Data(#"{"message": "SUCCESS", "id": 987}"#.utf8)), "987")
        XCTAssertThrowsError(try VotesAnswerParser.parseCast(Data(#"{"message": "FAILED", "id": 1}"#.utf8)))
        XCTAssertThrowsError(try VotesAnswerParser.parseCast(Data(#"{"message": "SUCCESS"}"#.utf8))) {
            XCTAssertEqual($0 as? ListingLoadError, .malformed("no usable vote id"))
        }
    }

    func testTheCastsBodyCarriesThePictureTheSubIDAndTheValue() throws {
        let body = try XCTUnwrap(VotesAnswerParser.castBody(imageID: "abc", subID: "kittens-1", value: .down))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(object["image_id"] as? String, "abc")
        XCTAssertEqual(object["sub_id"] as? String, "kittens-1")
        XCTAssertEqual(object["value"] as? Int, 0)
        XCTAssertNil(VotesAnswerParser.castBody(imageID: "a\"b", subID: "kittens-1", value: .up))
        XCTAssertNil(VotesAnswerParser.castBody(imageID: "abc", subID: "", value: .up))
    }
}

import Outbox
import XCTest

final class OutboxListingRecordsTests: XCTestCase {
    private struct Listed: Equatable {
        var id: String
        var subject: String
        var order: Int
    }

    /// Keeps the record of each subject with the lowest `order`, at most two subjects and one
    /// other id each.
    private func reading() -> OutboxListingRecords<Listed, String, String> {
        OutboxListingRecords(subject: \.subject, id: \.id, maximumRecords: 2, maximumOtherIDs: 1) { $0.order < $1.order }
    }

    func testEachSubjectIsKeptOnceAsPreferredWithTheIdsOfTheOthers() {
        var records = reading()
        XCTAssertTrue(records.take([Listed(id: "1", subject: "a", order: 5), Listed(id: "2", subject: "b", order: 1)]))
        XCTAssertTrue(records.take([Listed(id: "3", subject: "a", order: 2), Listed(id: "1", subject: "a", order: 5)]))
        XCTAssertEqual(records.records, [Listed(id: "3", subject: "a", order: 2), Listed(id: "2", subject: "b", order: 1)])
        XCTAssertEqual(records.otherIDs, ["a": ["1"]], "an id listed twice counts once")
    }

    func testOtherIdsAndSubjectsStopAtTheirCaps() {
        var records = reading()
        XCTAssertTrue(records.take([Listed(id: "1", subject: "a", order: 1), Listed(id: "2", subject: "a", order: 2), Listed(id: "3", subject: "a", order: 3)]))
        XCTAssertEqual(records.otherIDs, ["a": ["2"]])
        XCTAssertTrue(records.take([Listed(id: "4", subject: "b", order: 1)]))
        XCTAssertFalse(records.take([Listed(id: "5", subject: "c", order: 1)]), "a third subject is past the cap: the listing is incomplete")
        XCTAssertEqual(records.records.map(\.subject), ["a", "b"])
    }

    /// A server that answers the same page whatever page is asked for would be read to the
    /// last page allowed: a page of nothing but records taken before ends the reading.
    func testAPageOfOnlyRecordsTakenBeforeEndsTheReading() {
        var records = reading()
        let page = [Listed(id: "1", subject: "a", order: 1)]
        XCTAssertTrue(records.take(page))
        XCTAssertFalse(records.take(page))
        XCTAssertTrue(records.take([]), "a page of no usable record is not one of repeats")
        XCTAssertTrue(records.take(page + [Listed(id: "2", subject: "b", order: 1)]), "a page that shifted by one brings a new record")
    }

    func testARecordListedTwiceSaysThePagesOverlapped() {
        var records = reading()
        XCTAssertTrue(records.take([Listed(id: "1", subject: "a", order: 1)]))
        XCTAssertFalse(records.hasRecordListedTwice)
        XCTAssertTrue(records.take([Listed(id: "1", subject: "a", order: 1), Listed(id: "2", subject: "b", order: 1)]))
        XCTAssertTrue(records.hasRecordListedTwice)
    }

    func testASubjectListedTwiceUnderTwoIDsIsNoOverlap() {
        var records = reading()
        XCTAssertTrue(records.take([Listed(id: "1", subject: "a", order: 1), Listed(id: "2", subject: "a", order: 2)]))
        XCTAssertFalse(records.hasRecordListedTwice, "a picture kept twice by the server")
    }
}

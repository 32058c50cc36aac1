import Foundation
import Kittens
import MVI
import MVIRecording
import TestSupport
import XCTest

/// A kitten store recording saved for a bug report, and read back as hostile input.
final class ListingRecordingFileTests: XCTestCase {
    /// A recording of a session: start, first page, a copy, a failed next page.
    @MainActor private func recordedSession() async throws -> ListingRecording {
        let source = InstantKittenSource(answers: [.images(kittens(3)), .failure(.httpStatus(503))])
        let factory = RecordingStoreFactory()
        let store = factory.makeListingStore(dataSource: source, pageSize: 3)
        let recording = try XCTUnwrap(factory.recording(as: ListingRecording.self))
        await waitUntil("the first page arrives") { store.state.images.count == 3 }
        store.accept(.copy(kittens(1)[0].url))
        store.accept(.loadMore)
        await waitUntil("the next page fails") { store.state.error != nil }
        store.dispose()
        return recording
    }

    @MainActor func testASessionReadsBackAsItWasRecorded() async throws {
        let recording = try await recordedSession()
        let read = try ListingRecording.listingRecording(fromFile: try recording.listingFile())
        XCTAssertEqual(Array(read.records), Array(recording.records))
        XCTAssertEqual(read.latestState.error, .httpStatus(503))
        XCTAssertEqual(read.latestState.images, kittens(3))
        XCTAssertTrue(read.records.contains { $0.event == .label(.copyURL(kittens(1)[0].url)) })
    }

    @MainActor func testAnImageURLThatIsNotAWebURLIsRefused() async throws {
        let file = try await recordedSession().listingFile()
        let text = String(decoding: file, as: UTF8.self)
            .replacingOccurrences(of: "https:\\/\\/cdn2.thecatapi.com\\/images\\/k1.jpg", with: "file:\\/\\/\\/etc\\/passwd")
            .replacingOccurrences(of: "https://cdn2.thecatapi.com/images/k1.jpg", with: "file:///etc/passwd")
        XCTAssertNotEqual(Data(text.utf8), file, "the test changed the file")
        XCTAssertThrowsError(try ListingRecording.listingRecording(fromFile: Data(text.utf8))) { error in
            guard case .damaged(let reason)? = error as? RecordingFileProblem else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasSuffix("url: not a web URL"), reason)
        }
    }

    @MainActor func testARecordingFromAnotherVersionIsRefusedInWords() async throws {
        let recording = try await recordedSession()
        let version = RecordingFormat.listingStore.version
        let newer = try recording.jsonData(format: RecordingFormat(name: RecordingFormat.listingStore.name, version: version + 1))
        XCTAssertThrowsError(try ListingRecording.listingRecording(fromFile: newer)) { error in
            XCTAssertEqual(
                (error as? RecordingFileProblem)?.description,
                "it was recorded by another version of the app (recording version \(version + 1); this version reads version \(version))")
        }
    }

    func testARecordedStateWithTheSameImageTwiceKeepsItOnce() throws {
        let image = #"{"id":"a","url":"https://cdn2.thecatapi.com/images/a.jpg"}"#
        let json = #"{"images":[\#(image),\#(image)],"nextPage":-4,"canLoadMore":true,"pageSize":10}"#
        let state = try JSONDecoder().decode(ListingState.self, from: Data(json.utf8))
        XCTAssertEqual(state.images.map(\.id), ["a"])
        XCTAssertEqual(state.nextPage, 0)
    }

    @MainActor func testAPageSizeOutsideTheRangeIsRefusedAsDamaged() async throws {
        let file = try await recordedSession().listingFile()
        let text = String(decoding: file, as: UTF8.self)
            .replacingOccurrences(of: #""pageSize"\s*:\s*3"#, with: #""pageSize" : 0"#, options: .regularExpression)
        XCTAssertNotEqual(Data(text.utf8), file, "the test changed the file")
        XCTAssertThrowsError(try ListingRecording.listingRecording(fromFile: Data(text.utf8))) { error in
            guard case .damaged(let reason)? = error as? RecordingFileProblem else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasSuffix("pageSize: the page size 0 is not between 1 and 100"), reason)
        }
    }

    func testARecordedStateWithoutAPageSizeIsRefused() {
        let json = #"{"images":[],"nextPage":0,"canLoadMore":false}"#
        XCTAssertThrowsError(try JSONDecoder().decode(ListingState.self, from: Data(json.utf8)))
    }
}

import Foundation
import Kittens
import XCTest

final class SnapshotFileFormatTests: XCTestCase {
    private let savedAt = Date(timeIntervalSince1970: 1_800_000_000)

    /// A saved list whose `images` array is `entries`, and whose other fields are given.
    private func file(
        _ entries: String, nextPage: String = "3", format: String = SnapshotFileFormat.currentFormat,
        savedAt: String = "2027-01-15T08:00:00Z", pages: String? = nil
    ) -> Data {
        Data("""
            {"format": "\(format)", "savedAt": "\(savedAt)", "nextPage": \(nextPage),\(pages.map { #" "pages": \#($0),"# } ?? "")
             "canLoadMore": true, "images": [\(entries)]}
            """.utf8)
    }

    private func entry(_ index: Int) -> String {
        #"{"id": "k\#(index)", "url": "https://cdn2.thecatapi.com/images/k\#(index).jpg", "width": 640, "height": 480}"#
    }

    func testWhatIsEncodedDecodesToTheSameSnapshot() throws {
        for pages in [nil, ListingPageSizes(asked: 7), ListingPageSizes(asked: 100, served: 25)] {
            let snapshot = ListingSnapshot(images: kittens(3), nextPage: 4, canLoadMore: false, savedAt: savedAt, pages: pages)
            let decoded = try SnapshotFileFormat.decode(try SnapshotFileFormat.encode(snapshot))
            XCTAssertEqual(decoded.snapshot, snapshot)
            XCTAssertEqual(decoded.droppedEntries, 0)
        }
    }

    /// The sizes the pages were read at decide where the next one starts: sizes no run asks
    /// for, or no numbers, are not known, as in a list saved before they were kept; a served size
    /// that is not below the one asked for is none.
    func testPageSizesOutsideTheRangeAreNotKnown() throws {
        XCTAssertEqual(try SnapshotFileFormat.decode(file(entry(0), pages: #"{"asked": 100, "served": 25}"#)).snapshot.pages,
                       ListingPageSizes(asked: 100, served: 25))
        XCTAssertEqual(try SnapshotFileFormat.decode(file(entry(0), pages: #"{"asked": 50, "served": 50}"#)).snapshot.pages,
                       ListingPageSizes(asked: 50))
        for pages in [#"{"asked": 0}"#, #"{"asked": 101, "served": 25}"#, #"{"asked": -3}"#, #"{"asked": "25"}"#, #"{"served": 25}"#,
                      "25", "null", #"{"asked": 99999999999999999999}"#] {
            XCTAssertNil(try SnapshotFileFormat.decode(file(entry(0), pages: pages)).snapshot.pages, pages)
        }
        XCTAssertNil(try SnapshotFileFormat.decode(file(entry(0))).snapshot.pages)
        XCTAssertNil(ListingPageSizes(asked: 0))
        XCTAssertNil(ListingPageSizes(asked: 40, served: 0)?.served)
    }

    /// The fuzzer's find: the ISO 8601 parser reads fractions of a second (and an offset in
    /// "05:00:002.26-11"), which the encoder does not write, so saving again changed the time.
    func testATimeOfSavingWithAFractionReadsBackTheSameAfterSavingAgain() throws {
        for savedAt in ["2026-11-22T05:00:00.5Z", "2026-11-22T05:00:002.26-11-22T05:00:00ZZ", "1971-01-01T00:00:00.999Z"] {
            let decoded = try SnapshotFileFormat.decode(file(entry(0), savedAt: savedAt))
            let again = try SnapshotFileFormat.decode(try SnapshotFileFormat.encode(decoded.snapshot))
            XCTAssertEqual(again.snapshot, decoded.snapshot, savedAt)
        }
        let decoded = try SnapshotFileFormat.decode(file(entry(0), savedAt: "2026-11-22T05:00:00.75Z"))
        XCTAssertEqual(decoded.snapshot.savedAt, Date(timeIntervalSince1970: 1_795_323_600), "to the second below")
    }

    func testATimeOfSavingOutsideWhatKittensWritesIsInvalid() {
        for savedAt in ["1969-12-31T23:59:59Z", "0000-01-01T00:00:00Z", "99999-01-01T00:00:00Z"] {
            XCTAssertThrowsError(try SnapshotFileFormat.decode(file(entry(0), savedAt: savedAt)), savedAt) { error in
                XCTAssertEqual(error as? SnapshotFileProblem, .invalid("it has no valid time of saving"))
            }
        }
    }

    func testABreedIsSavedAndReadBackThroughTheParsersChecks() throws {
        var breed = Breed(id: "beng", name: "Bengal", weightMetric: "3 - 7")
        breed.scores.grooming = 1
        let images = [KittenImage(id: "k", url: try XCTUnwrap(URL(string: "https://example.org/k.jpg")), breed: breed)]
        let snapshot = ListingSnapshot(images: images, nextPage: 1, canLoadMore: true, savedAt: savedAt)
        XCTAssertEqual(try SnapshotFileFormat.decode(try SnapshotFileFormat.encode(snapshot)).snapshot.images, images)

        let text = String(decoding: try SnapshotFileFormat.encode(snapshot), as: UTF8.self)
            .replacingOccurrences(of: #""id":"beng""#, with: #""id":"be ng""#)
        let read = try SnapshotFileFormat.decode(Data(text.utf8))
        XCTAssertEqual(read.snapshot.images.map(\.id), ["k"], "the picture stays")
        XCTAssertNil(read.snapshot.images.first?.breed, "a breed the parser refuses is dropped")
    }

    func testBadEntriesAreDroppedOneByOneAndCounted() throws {
        let entries = [
            entry(0),
            #"{"id": "file", "url": "file:///etc/passwd"}"#,
            #"{"url": "https://example.org/no-id.jpg"}"#,
            #"{"id": 7, "url": "https://example.org/number-id.jpg"}"#,
            #"{"id": "no-url"}"#,
            #"{"id": "number-url", "url": 42}"#,
            #"{"id": "spaces", "url": "https://example.org/a b.jpg"}"#,
            "17", "null", #""https://example.org/bare.jpg""#, "[]",
            entry(1),
            #"{"id": "again", "url": "https://cdn2.thecatapi.com/images/k1.jpg"}"#,
            #"{"id": "odd-size", "url": "https://example.org/odd.jpg", "width": -5, "height": "tall"}"#,
        ].joined(separator: ", ")
        let decoded = try SnapshotFileFormat.decode(file(entries))
        XCTAssertEqual(decoded.snapshot.images.map(\.id), ["k0", "k1", "odd-size"])
        XCTAssertEqual(decoded.snapshot.images.first?.width, 640)
        XCTAssertNil(decoded.snapshot.images.last?.width, "a size that is not a positive number is left out")
        XCTAssertNil(decoded.snapshot.images.last?.height)
        XCTAssertEqual(decoded.droppedEntries, 11)
        XCTAssertEqual(decoded.snapshot.nextPage, 3)
        XCTAssertEqual(decoded.snapshot.savedAt, savedAt)
    }

    func testTheNextPageIsClampedSoTheOneAfterItCannotOverflow() throws {
        XCTAssertEqual(try SnapshotFileFormat.decode(file(entry(0), nextPage: "-4")).snapshot.nextPage, 0)
        let huge = try SnapshotFileFormat.decode(file(entry(0), nextPage: "\(Int.max)")).snapshot
        XCTAssertEqual(huge.nextPage, SnapshotFileFormat.maximumNextPage)

        let reducer = ListingReducer()
        var state = reducer.reduce(ListingState(), .restored(huge))
        let next = ListingRequest.more(page: state.nextPage)
        state = reducer.reduce(state, .started(next))
        state = reducer.reduce(state, .loaded(next, kittens(1, from: 5), isLastPage: false))
        XCTAssertEqual(state.nextPage, SnapshotFileFormat.maximumNextPage + 1)
        XCTAssertEqual(state.images.count, 2)
    }

    func testAtMostAThousandImagesAreWrittenOrRead() throws {
        let long = ListingSnapshot(images: kittens(1_500), nextPage: 150, canLoadMore: true, savedAt: savedAt)
        let written = try SnapshotFileFormat.decode(try SnapshotFileFormat.encode(long))
        XCTAssertEqual(written.snapshot.images, kittens(1_000))
        XCTAssertEqual(written.droppedEntries, 0)

        let foreignLong = file((0..<1_200).map(entry).joined(separator: ","))
        let read = try SnapshotFileFormat.decode(foreignLong)
        XCTAssertEqual(read.snapshot.images.map(\.id), (0..<1_000).map { "k\($0)" })
        XCTAssertEqual(read.droppedEntries, 200)
    }

    func testAFileThatIsNotASavedListIsAProblemForTheWholeFile() {
        let cases: [(String, Data, SnapshotFileProblem)] = [
            ("empty", Data(), .notASavedList),
            ("not JSON", Data([0xFF, 0x00, 0x7B]), .notASavedList),
            ("an array", Data("[1, 2]".utf8), .notASavedList),
            ("no format", Data(#"{"hello": "world"}"#.utf8), .notASavedList),
            ("a number as format", Data(#"{"format": 1}"#.utf8), .notASavedList),
            ("another format", file(entry(0), format: "org.example.v2"), .foreign("org.example.v2")),
            ("a fractional page", file(entry(0), nextPage: "1.5"), .invalid("it has no valid next page")),
            ("a page beyond Int", file(entry(0), nextPage: "1e300"), .invalid("it has no valid next page")),
            ("no images", Data(#"{"format": "\#(SnapshotFileFormat.currentFormat)", "savedAt": "2027-01-15T08:00:00Z", "nextPage": 1, "canLoadMore": true}"#.utf8),
             .invalid("it has no list of images")),
            ("no time", Data(#"{"format": "\#(SnapshotFileFormat.currentFormat)", "savedAt": "yesterday", "nextPage": 1, "canLoadMore": true, "images": []}"#.utf8),
             .invalid("it has no valid time of saving")),
        ]
        for (name, bytes, problem) in cases {
            XCTAssertThrowsError(try SnapshotFileFormat.decode(bytes), name) { error in
                XCTAssertEqual(error as? SnapshotFileProblem, problem, name)
            }
        }
        XCTAssertEqual(SnapshotFileProblem.foreign("x").description, "it is not a Kittens saved list (format \"x\")")
    }

    func testDeepNestingIsRefusedRatherThanOverflowingTheStack() {
        let depth = 1_000_000
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let bytes = file(nested)
        XCTAssertLessThan(bytes.count, FileSnapshotArchive.maxFileBytes, "a file the archive would read")
        XCTAssertThrowsError(try SnapshotFileFormat.decode(bytes)) { error in
            XCTAssertEqual(error as? SnapshotFileProblem, .notASavedList)
        }
    }
}

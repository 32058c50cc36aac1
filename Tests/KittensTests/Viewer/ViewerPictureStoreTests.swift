import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// The viewer's picture and the Save and Copy of pictures in the viewer store, step by step:
/// what loads, what failed and what is pending, as the view renders it.
final class ViewerPictureStoreTests: XCTestCase {
    @MainActor func testOpeningAPictureLoadsItAndShowsItOnceLoaded() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.openPicture("k1")
        XCTAssertEqual(ViewerModel(store.state).viewer?.picture, .loading, "the viewer shows its spinner")
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k1")) { $0.picture = .shown }
        XCTAssertEqual(ViewerModel(store.state).viewer?.picture, .shown)
        XCTAssertEqual(ViewerModel(store.state).viewer?.title, "Kittens – k1")
        store.finish()
    }

    @MainActor func testMovingRightAndLeftLoadsEachPictureAndTheOneLeftNeverShowsLate() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.openPicture("k0")
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k0")) { $0.picture = .shown }
        store.send(.showNextPicture) {
            $0.viewedImageID = "k1"
            $0.picture = .loading
        }
        XCTAssertEqual(store.runningJobs.count, 1, "one load at a time")
        store.send(.showPreviousPicture) {
            $0.viewedImageID = "k0"
            $0.picture = .loading
        }
        XCTAssertEqual(store.runningJobs.count, 1, "moving on cancelled the load of k1")
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k0")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testAFailedLoadShowsWhyAndRetryLoadsItAgain() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.send(.retryPicture)
        store.openPicture("k2")
        store.send(.retryPicture)
        store.complete(job: .picture, with: PictureLoadOutcome.failed(.refused(.tooLarge(width: 30_000, height: 30_000))))
        store.receive(.pictureFailed(id: "k2", .refused(.tooLarge(width: 30_000, height: 30_000)))) {
            $0.picture = .failed(.refused(.tooLarge(width: 30_000, height: 30_000)))
        }
        XCTAssertEqual(
            ViewerModel(store.state).viewer?.picture, .failed(.refused(.tooLarge(width: 30_000, height: 30_000))))
        XCTAssertEqual(PictureLoadError.downloadFailed.message, "The picture could not be downloaded.")
        store.send(.retryPicture) { $0.picture = .loading }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k2")) { $0.picture = .shown }
        store.finish()
    }

    /// The network's return (`ViewerIntent.networkReturned`, from `StoreConnections`) loads again
    /// a picture whose download failed, and nothing else: a damaged picture is not downloaded again.
    @MainActor func testAPictureWhoseDownloadFailedLoadsAgainWhenTheNetworkIsBack() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.send(.networkReturned)
        store.openPicture("k0")
        store.send(.networkReturned)
        store.complete(job: .picture, with: PictureLoadOutcome.failed(.downloadFailed))
        store.receive(.pictureFailed(id: "k0", .downloadFailed)) { $0.picture = .failed(.downloadFailed) }
        store.send(.networkReturned) { $0.picture = .loading }
        store.complete(job: .picture, with: PictureLoadOutcome.failed(.undecodable))
        store.receive(.pictureFailed(id: "k0", .undecodable)) { $0.picture = .failed(.undecodable) }
        store.send(.networkReturned)
        XCTAssertTrue(store.runningJobs.isEmpty, "a damaged picture is not downloaded again")
        store.finish()
    }

    @MainActor func testARowsSaveWhoseDownloadFailsShowsProgressThenSaysWhyAndAnotherMayStart() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        let downloading = PictureTask(kind: .save, imageID: "k1", url: kittens(3)[1].url, phase: .downloading)
        store.send(.savePicture(id: "k1")) { $0.pictureTask = downloading }
        XCTAssertEqual(ViewerModel(store.state).pictureProgress, "Downloading the picture…")
        XCTAssertEqual(ViewerModel(store.state).pictureTaskURL, kittens(3)[1].url, "the view keeps it loaded")
        store.send(.copyPicture(id: "k2"))
        store.send(.savePicture(id: "k0"))

        store.complete(job: .pictureTask, with: PictureLoadOutcome.failed(.downloadFailed))
        var failed = downloading
        failed.phase = .failed(.downloadFailed(.downloadFailed))
        store.receive(.pictureTaskUpdated(failed)) { $0.pictureTask = failed }
        store.receiveLabel(.pictureNotice(.failed(.downloadFailed(.downloadFailed))))
        XCTAssertNil(ViewerModel(store.state).pictureProgress, "the spinner stops")
        XCTAssertEqual(
            PictureNotice.failed(.downloadFailed(.downloadFailed)).message,
            "The picture could not be loaded: The picture could not be downloaded.")

        store.send(.saveDestinationChosen(.file(URL(fileURLWithPath: "/tmp/k1.jpg"))))
        let again = PictureTask(kind: .save, imageID: "k0", url: kittens(3)[0].url, phase: .downloading)
        store.send(.savePicture(id: "k0")) { $0.pictureTask = again }
        store.complete(job: .pictureTask, with: PictureLoadOutcome.cancelled)
        store.receive(.pictureTaskUpdated(nil)) { $0.pictureTask = nil }
        store.finish()
    }

    @MainActor func testSavingTheShownPictureAsksForAFileAtOnceThenWritesItOrSaysWhyNot() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        let url = kittens(3)[0].url
        store.openPicture("k0")
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k0")) { $0.picture = .shown }

        let choosing = PictureTask(kind: .save, imageID: "k0", url: url, phase: .choosingFile)
        store.send(.savePicture(id: "k0")) { $0.pictureTask = choosing }
        store.receiveLabel(.chooseSaveFile(imageID: "k0", url: url))
        XCTAssertNil(ViewerModel(store.state).pictureProgress, "the dialog shows, not a spinner")
        let file = URL(fileURLWithPath: "/home/me/Pictures/k0.png")
        var writing = choosing
        writing.phase = .writing(to: file)
        store.send(.saveDestinationChosen(.file(file))) { $0.pictureTask = writing }
        XCTAssertEqual(ViewerModel(store.state).pictureProgress, "Saving the picture…")
        store.complete(job: .pictureTask, with: PictureWriteOutcome.failed(reason: "could not create the file: Permission denied"))
        var failed = writing
        failed.phase = .failed(.writeFailed(reason: "could not create the file: Permission denied"))
        store.receive(.pictureTaskUpdated(failed)) { $0.pictureTask = failed }
        store.receiveLabel(.pictureNotice(.failed(.writeFailed(reason: "could not create the file: Permission denied"))))

        store.send(.savePicture(id: "k0")) { $0.pictureTask = choosing }
        store.receiveLabel(.chooseSaveFile(imageID: "k0", url: url))
        store.send(.saveDestinationChosen(.file(file))) { $0.pictureTask = writing }
        store.complete(job: .pictureTask, with: PictureWriteOutcome.written)
        var finished = writing
        finished.phase = .finished
        store.receive(.pictureTaskUpdated(finished)) { $0.pictureTask = finished }
        store.receiveLabel(.pictureNotice(.saved(fileName: "k0.png")))
        XCTAssertEqual(PictureNotice.saved(fileName: "k0.png").message, "Saved as k0.png")

        store.send(.savePicture(id: "k0")) { $0.pictureTask = choosing }
        store.receiveLabel(.chooseSaveFile(imageID: "k0", url: url))
        store.send(.saveDestinationChosen(.notOnThisComputer)) {
            $0.pictureTask?.phase = .failed(.notOnThisComputer)
        }
        store.receiveLabel(.pictureNotice(.failed(.notOnThisComputer)))
        store.send(.savePicture(id: "k0")) { $0.pictureTask = choosing }
        store.receiveLabel(.chooseSaveFile(imageID: "k0", url: url))
        store.send(.saveDestinationChosen(.cancelled)) { $0.pictureTask = nil }
        store.finish()
    }

    @MainActor func testCopyingARowsPictureDownloadsItThenCopiesIt() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        let url = kittens(3)[2].url
        let downloading = PictureTask(kind: .copy, imageID: "k2", url: url, phase: .downloading)
        store.send(.copyPicture(id: "k2")) { $0.pictureTask = downloading }
        store.complete(job: .pictureTask, with: PictureLoadOutcome.loaded)
        var finished = downloading
        finished.phase = .finished
        store.receiveLabel(.copyPicture(url))
        store.receive(.pictureTaskUpdated(finished)) { $0.pictureTask = finished }
        store.receiveLabel(.pictureNotice(.copied))
        XCTAssertNil(ViewerModel(store.state).pictureTaskURL, "the picture need not stay loaded")
        store.finish()
    }

    func testARecordedPictureAndTaskSurviveEncodingAndAPictureWithoutItsImageIsDropped() throws {
        var state = ViewerState()
        state.list = ListedPictures(images: kittens(2))
        state.viewedImageID = "k1"
        state.picture = .failed(.refused(.tooLarge(width: 30_000, height: 30_000)))
        state.pictureTask = PictureTask(
            kind: .save, imageID: "k0", url: kittens(1)[0].url,
            phase: .failed(.writeFailed(reason: "could not create the file: Permission denied")))
        XCTAssertEqual(try JSONDecoder().decode(ViewerState.self, from: JSONEncoder().encode(state)), state)

        state.viewedImageID = "elsewhere"
        let orphan = try JSONDecoder().decode(ViewerState.self, from: JSONEncoder().encode(state))
        XCTAssertNil(orphan.viewedImageID)
        XCTAssertNil(orphan.picture, "no load state for a picture not shown")
        for intent: ViewerIntent in [.retryPicture, .savePicture(id: "k0"), .copyPicture(id: "k1"), .saveDestinationChosen(.notOnThisComputer)] {
            XCTAssertEqual(try JSONDecoder().decode(ViewerIntent.self, from: JSONEncoder().encode(intent)), intent)
        }
    }

    @MainActor func testTheLoadAsksThePictureSourceForTheShownPicturesURL() async {
        let source = RecordingPictureSource()
        let store = makeViewerTestStore(pictures: source)
        store.startWithList(kittens(3))
        store.openPicture("k1")
        await store.run(job: .picture)
        store.receive(.pictureLoaded(id: "k1")) { $0.picture = .shown }
        XCTAssertEqual(source.loaded, [kittens(3)[1].url])
        store.finish()
    }

    @MainActor func testAStoreWithoutPicturesSaysSoRatherThanThatADownloadFailed() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.openPicture("k0")
        await store.run(job: .picture)
        store.receive(.pictureFailed(id: "k0", .unavailable)) { $0.picture = .failed(.unavailable) }
        XCTAssertEqual(PictureLoadError.unavailable.message, "Pictures are not available in this run.")
        let written = await NoPictures().write(kittens(1)[0].url, to: URL(fileURLWithPath: "/nonexistent/k0.jpg"))
        XCTAssertEqual(written, .failed(reason: "Pictures are not available in this run."))
        store.finish()
    }
}

/// Records the pictures asked for and answers each as loaded.
@MainActor
private final class RecordingPictureSource: PictureSource {
    private(set) var loaded: [URL] = []

    func load(_ url: URL) async -> PictureLoadOutcome {
        loaded.append(url)
        return .loaded
    }

    func write(_ url: URL, to file: URL) async -> PictureWriteOutcome { .written }
}

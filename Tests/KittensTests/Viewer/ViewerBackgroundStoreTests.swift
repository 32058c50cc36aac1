import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// Set as Background in the viewer store: offered once the desktop said it takes one; the
/// picture is written to the desktop's file, handed over, and the desktop's answer is told.
final class ViewerBackgroundStoreTests: XCTestCase {
    private struct FileNamingDesktop: DesktopBackground {
        func isAvailable() async -> Bool { true }
        func file(for url: URL, imageID: String) -> URL { URL(fileURLWithPath: "/tmp/backgrounds/\(imageID).jpg") }
        func setBackground(to file: URL) async -> DesktopBackgroundOutcome { .set }
    }

    private let file = URL(fileURLWithPath: "/tmp/backgrounds/k1.jpg")

    @MainActor func testItIsOfferedOnlyOnceTheDesktopSaidItTakesOne() async {
        let store = makeViewerTestStore(background: FileNamingDesktop())
        store.startWithList(kittens(3))
        store.send(.setAsBackground(id: "k1"))
        XCTAssertFalse(ViewerModel(store.state).canSetBackground)
        store.send(.checkDesktopBackground)
        store.complete(job: .desktopBackground, with: false)
        store.send(.checkDesktopBackground)
        store.complete(job: .desktopBackground, with: true)
        store.receive(.desktopBackgroundChecked(true)) { $0.canSetBackground = true }
        XCTAssertTrue(ViewerModel(store.state).canSetBackground)
        store.finish()
    }

    @MainActor func testTheShownPictureIsWrittenHandedOverAndTheDesktopsYesIsTold() async {
        let store = makeOfferingStore()
        store.showLoadedPicture("k1")
        var task = PictureTask(kind: .background, imageID: "k1", url: kittens(3)[1].url, phase: .writing(to: file))
        store.send(.setAsBackground(id: "k1")) { $0.pictureTask = task }
        XCTAssertEqual(ViewerModel(store.state).pictureProgress, "Saving the picture…")
        store.send(.setAsBackground(id: "k2"))
        store.complete(job: .pictureTask, with: PictureWriteOutcome.written)
        task.phase = .settingBackground
        store.receive(.pictureTaskUpdated(task)) { $0.pictureTask = task }
        XCTAssertEqual(ViewerModel(store.state).pictureProgress, "Setting the background…")
        store.complete(job: .pictureTask, with: DesktopBackgroundOutcome.set)
        task.phase = .finished
        store.receive(.pictureTaskUpdated(task)) { $0.pictureTask = task }
        store.receiveLabel(.pictureNotice(.backgroundSet))
        XCTAssertEqual(PictureNotice.backgroundSet.message, "Background set")
        store.finish()
    }

    @MainActor func testACancelLeavesNothingAndARefusalSaysWhy() async {
        for answer in [DesktopBackgroundOutcome.cancelled, .failed(reason: "the desktop refused")] {
            let store = makeOfferingStore()
            store.showLoadedPicture("k1")
            var task = PictureTask(kind: .background, imageID: "k1", url: kittens(3)[1].url, phase: .writing(to: file))
            store.send(.setAsBackground(id: "k1")) { $0.pictureTask = task }
            store.complete(job: .pictureTask, with: PictureWriteOutcome.written)
            task.phase = .settingBackground
            store.receive(.pictureTaskUpdated(task)) { $0.pictureTask = task }
            store.complete(job: .pictureTask, with: answer)
            if answer == .cancelled {
                store.receive(.pictureTaskUpdated(nil)) { $0.pictureTask = nil }
            } else {
                task.phase = .failed(.backgroundNotSet(reason: "the desktop refused"))
                store.receive(.pictureTaskUpdated(task)) { $0.pictureTask = task }
                store.receiveLabel(.pictureNotice(.failed(.backgroundNotSet(reason: "the desktop refused"))))
                XCTAssertEqual(
                    PictureTaskError.backgroundNotSet(reason: "the desktop refused").message,
                    "The background was not set: the desktop refused")
            }
            store.finish()
        }
    }

    @MainActor func testARowsPictureIsDownloadedFirstAndAFailedWriteSaysWhy() async {
        let store = makeOfferingStore()
        let url = kittens(3)[2].url
        let downloading = PictureTask(kind: .background, imageID: "k2", url: url, phase: .downloading)
        store.send(.setAsBackground(id: "k2")) { $0.pictureTask = downloading }
        store.complete(job: .pictureTask, with: PictureLoadOutcome.loaded)
        let file = URL(fileURLWithPath: "/tmp/backgrounds/k2.jpg")
        var task = PictureTask(kind: .background, imageID: "k2", url: url, phase: .writing(to: file))
        store.receive(.pictureTaskUpdated(task)) { $0.pictureTask = task }
        store.complete(job: .pictureTask, with: PictureWriteOutcome.failed(reason: "No space left on device"))
        task.phase = .failed(.backgroundNotSet(reason: "No space left on device"))
        store.receive(.pictureTaskUpdated(task)) { $0.pictureTask = task }
        store.receiveLabel(.pictureNotice(.failed(.backgroundNotSet(reason: "No space left on device"))))
        store.finish()
    }

    /// A store with three listed pictures whose desktop takes a background.
    @MainActor private func makeOfferingStore() -> ViewerTestStore {
        let store = makeViewerTestStore(background: FileNamingDesktop())
        store.startWithList(kittens(3))
        store.send(.checkDesktopBackground)
        store.complete(job: .desktopBackground, with: true)
        store.receive(.desktopBackgroundChecked(true)) { $0.canSetBackground = true }
        return store
    }
}

extension ViewerTestStore {
    /// Opens the listed picture `id` and has it load, asserting each step.
    func showLoadedPicture(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
        send(.showPicture(id: id), {
            $0.viewedImageID = id
            $0.picture = .loading
        }, file: file, line: line)
        complete(job: .picture, with: PictureLoadOutcome.loaded, file: file, line: line)
        receive(.pictureLoaded(id: id), { $0.picture = .shown }, file: file, line: line)
    }
}

import Kittens
import MVI
import MVITesting

typealias ViewerTestStore = TestStore<ViewerExecutor, ViewerReducer>

/// A test store of the viewer as the app makes it. Its jobs never reach `pictures` unless the
/// test runs them.
@MainActor
func makeViewerTestStore(
    pictures: any PictureSource = NoPictures(), background: any DesktopBackground = NoDesktopBackground(),
    file: StaticString = #filePath, line: UInt = #line
) -> ViewerTestStore {
    TestStore(
        initialState: ViewerState(), executor: ViewerExecutor(pictures: pictures, background: background), reducer: ViewerReducer(),
        file: file, line: line)
}

extension ViewerTestStore {
    /// Starts the store and hands it the listing's `images`, asserting the step, as the app's
    /// store rule does with each list of the kitten store.
    func startWithList(_ images: [KittenImage], canLoadMore: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        start(file: file, line: line)
        let list = ListedPictures(images: images, canLoadMore: canLoadMore)
        send(.listChanged(list), { $0.list = list }, file: file, line: line)
    }

    /// Opens the listed picture `id` in the viewer, which starts loading it.
    func openPicture(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
        send(.showPicture(id: id), {
            $0.viewedImageID = id
            $0.picture = .loading
        }, file: file, line: line)
    }
}

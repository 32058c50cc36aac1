import Kittens
import MVI
import MVITesting

typealias KittenTestStore = TestStore<KittenExecutor, KittenReducer>

/// A test store of the kitten feature as the app makes it: the same bootstrapper, executor and
/// reducer. Its jobs never reach `dataSource` unless the test runs them.
@MainActor
func makeKittenTestStore(
    pageSize: Int = 3,
    archive: (any KittenSnapshotArchive)? = nil,
    dataSource: any KittenDataSource = ScriptedKittenSource(),
    file: StaticString = #filePath,
    line: UInt = #line
) -> KittenTestStore {
    TestStore(
        initialState: KittenState(pageSize: pageSize),
        bootstrapper: ActionsBootstrapper(KittenAction.atStart),
        executor: KittenExecutor(dataSource: dataSource, archive: archive),
        reducer: KittenReducer(),
        file: file,
        line: line)
}

extension KittenTestStore {
    /// Starts the store and lets its first page of `images` load, asserting each step.
    func startWithFirstPage(_ images: [KittenImage], pageSize: Int = 3) {
        start { $0.loading = .refresh }
        complete(job: .page, with: KittenLoadResult.images(images))
        receive(.loaded(.refresh, images, isLastPage: images.count < pageSize)) {
            $0.loading = nil
            $0.images = images
            $0.nextPage = 1
            $0.canLoadMore = images.count == pageSize
        }
    }
}

import Kittens
import MVI
import MVITesting

typealias ListingTestStore = TestStore<ListingExecutor, ListingReducer>

/// A test store of the kitten feature as the app makes it: the same bootstrapper, executor and
/// reducer. Its jobs never reach `dataSource` unless the test runs them; the wait before a busy
/// server is asked again is `wait`, which returns at once unless the test says otherwise.
@MainActor
func makeListingTestStore(
    pageSize: Int = 3,
    archive: (any ListingSnapshotArchive)? = nil,
    dataSource: any ListingDataSource = ScriptedKittenSource(),
    wait: @escaping @Sendable (_ seconds: Int) async -> Void = { _ in },
    file: StaticString = #filePath,
    line: UInt = #line
) -> ListingTestStore {
    TestStore(
        initialState: ListingState(pageSize: pageSize),
        bootstrapper: ActionsBootstrapper(ListingAction.atStart),
        executor: ListingExecutor(dataSource: dataSource, archive: archive, busyRetry: BusyServerRetry(wait: wait)),
        reducer: ListingReducer(),
        file: file,
        line: line)
}

extension ListingTestStore {
    /// Starts the store and lets its first page of `images` load, asserting each step.
    func startWithFirstPage(_ images: [KittenImage], pageSize: Int = 3) {
        start { $0.loading = .refresh }
        completeFirstPage(images, pageSize: pageSize)
    }

    /// Answers the request for page 0 in flight with `images`, and asserts the list they make.
    func completeFirstPage(_ images: [KittenImage], pageSize: Int = 3) {
        complete(job: .page, with: ListingLoadResult.images(images))
        receive(.loaded(.refresh, images, isLastPage: images.count < pageSize)) {
            $0.loading = nil
            $0.images = images
            $0.nextPage = 1
            $0.canLoadMore = images.count == pageSize
        }
    }

    /// Starts the store and fails its first page with `error`, asserting each step.
    func startWithFailedFirstPage(_ error: ListingLoadError) {
        start { $0.loading = .refresh }
        complete(job: .page, with: ListingLoadResult.failure(error))
        receive(.failed(.refresh, error)) {
            $0.loading = nil
            $0.error = error
            $0.failedRequest = .refresh
        }
    }

    /// Asserts that page 0 was asked for again by the store itself: the error and any wait go.
    func receiveFirstPageStartedAgain() {
        receive(.started(.refresh)) {
            $0.loading = .refresh
            $0.error = nil
            $0.failedRequest = nil
            $0.retryInSeconds = nil
        }
    }
}

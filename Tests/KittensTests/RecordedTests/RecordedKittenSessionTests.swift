// Written from a recording by RecordedTestWriter: each store's intents replayed in order,
// the messages its jobs' answers became dispatched where they came, every state checked.
import MVI
import MVITesting
import XCTest
import Foundation
import Kittens
import KittensSupport

final class RecordedKittenSessionTests: XCTestCase {
    @MainActor func testListingStore() async {
        let store = makeRecordedListingStore(initialState: recorded(#"{"canLoadMore":false,"filters":{"breedIDs":[],"hasBreeds":false,"mimeTypes":"any"},"images":[],"isOffline":false,"layout":"list","nextPage":0,"offeredBreeds":{"choices":[]},"pageSize":3}"#))
        store.start { $0 = recorded(#"{"canLoadMore":false,"filters":{"breedIDs":[],"hasBreeds":false,"mimeTypes":"any"},"images":[],"isOffline":false,"layout":"list","loading":{"refresh":{}},"nextPage":0,"offeredBreeds":{"choices":[]},"pageSize":3}"#) }
        store.answer(dispatching: recorded(#"{"loaded":{"_0":{"refresh":{}},"_1":[{"id":"k0","url":"https://cdn2.thecatapi.com/images/k0.jpg"},{"id":"k1","url":"https://cdn2.thecatapi.com/images/k1.jpg"},{"id":"k2","url":"https://cdn2.thecatapi.com/images/k2.jpg"}],"isLastPage":false}}"#)) { $0 = recorded(#"{"canLoadMore":true,"filters":{"breedIDs":[],"hasBreeds":false,"mimeTypes":"any"},"images":[{"id":"k0","url":"https://cdn2.thecatapi.com/images/k0.jpg"},{"id":"k1","url":"https://cdn2.thecatapi.com/images/k1.jpg"},{"id":"k2","url":"https://cdn2.thecatapi.com/images/k2.jpg"}],"isOffline":false,"layout":"list","nextPage":1,"offeredBreeds":{"choices":[]},"pageSize":3}"#) }
        store.dispose()
        store.finish()
    }

    @MainActor func testBreedsStore() async {
        let store = makeRecordedBreedsStore(initialState: recorded(#"{"breeds":[],"isReadingCache":false,"isRefreshing":false}"#))
        store.start { $0 = recorded(#"{"breeds":[],"isReadingCache":true,"isRefreshing":false}"#) }
        store.answer(dispatching: recorded(#"{"cacheRead":{}}"#)) { $0 = recorded(#"{"breeds":[],"isReadingCache":false,"isRefreshing":false}"#) }
        store.answer(dispatching: .refreshStarted) { $0 = recorded(#"{"breeds":[],"isReadingCache":false,"isRefreshing":true}"#) }
        store.answer(dispatching: recorded(#"{"refreshed":{"_0":[{"id":"beng","name":"Bengal"}],"at":789739200}}"#)) { $0 = recorded(#"{"breeds":[{"id":"beng","name":"Bengal"}],"fetchedAt":789739200,"isReadingCache":false,"isRefreshing":false}"#) }
        store.answer(dispatching: recorded(#"{"cacheWritten":{}}"#))
        store.dispose()
        store.finish()
    }
}

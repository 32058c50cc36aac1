import Kittens
import Locking

/// A data source that answers each call at once with the next of its answers (or
/// `.failure(.unreachable)` once they run out), and remembers the calls.
final class InstantKittenSource: ListingDataSource {
    private struct Book {
        var answers: [ListingLoadResult]
        var calls: [ScriptedKittenSource.Call] = []
    }

    private let book: Locked<Book>

    init(answers: [ListingLoadResult]) {
        book = Locked(Book(answers: answers))
    }

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        book.withLock { book in
            book.calls.append(.init(limit: limit, page: page))
            return book.answers.isEmpty ? .failure(.unreachable) : book.answers.removeFirst()
        }
    }

    var calls: [ScriptedKittenSource.Call] { book.withLock { $0.calls } }
}

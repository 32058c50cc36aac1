import Foundation
import Kittens
import Locking
import TestSupport

/// A data source whose answers the test gives, one request at a time, in any order. Each call
/// waits at a `Gate` of its own; a cancelled call returns `.cancelled`.
final class ScriptedKittenSource: ListingDataSource {
    struct Call: Equatable {
        let limit: Int
        let page: Int
    }

    private struct Book {
        var calls: [Call] = []
        var gates: [Int: Gate<ListingLoadResult>] = [:]

        /// The gate of the `number`-th call (from 1), made on first use by either side.
        mutating func gate(_ number: Int) -> Gate<ListingLoadResult> {
            if let gate = gates[number] { return gate }
            let gate = Gate<ListingLoadResult>(cancelledValue: .cancelled)
            gates[number] = gate
            return gate
        }
    }

    private let book = Locked(Book())

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        let gate = book.withLock { book in
            book.calls.append(Call(limit: limit, page: page))
            return book.gate(book.calls.count)
        }
        return await gate.wait()
    }

    /// Every call so far, in order.
    var calls: [Call] { book.withLock { $0.calls } }

    /// How many calls were cancelled by their caller.
    var cancelledCalls: Int { book.withLock { $0.gates.values.filter(\.wasCancelled).count } }

    /// Answers the `number`-th call (from 1), whether it is waiting yet or not. A call that was
    /// cancelled already keeps its `.cancelled`.
    func answer(call number: Int, with result: ListingLoadResult) {
        book.withLock { $0.gate(number) }.open(with: result)
    }
}

/// `count` distinct images whose ids start at `first`.
func kittens(_ count: Int, from first: Int = 0) -> [KittenImage] {
    (first..<first + count).map { index in
        KittenImage(id: "k\(index)", url: URL(string: "https://cdn2.thecatapi.com/images/k\(index).jpg")!)
    }
}

import Foundation
import Kittens
import Synchronization

/// A data source whose answers the test gives, one request at a time, in any order.
final class ScriptedKittenSource: KittenDataSource {
    struct Call: Equatable {
        let limit: Int
        let page: Int
    }

    private struct Book {
        var calls: [Call] = []
        var answers: [Int: KittenLoadResult] = [:]
        var waiting: [Int: CheckedContinuation<KittenLoadResult, Never>] = [:]
        var finished: Set<Int> = []
        var cancelledCalls = 0
    }

    private let book = Mutex(Book())

    func load(limit: Int, page: Int) async -> KittenLoadResult {
        let number = book.withLock { book in
            book.calls.append(Call(limit: limit, page: page))
            return book.calls.count
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: KittenLoadResult? = book.withLock { book in
                    if book.finished.contains(number) { return .cancelled }
                    if let answer = book.answers.removeValue(forKey: number) {
                        book.finished.insert(number)
                        return answer
                    }
                    book.waiting[number] = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let continuation = book.withLock { book -> CheckedContinuation<KittenLoadResult, Never>? in
                book.cancelledCalls += 1
                guard book.finished.insert(number).inserted else { return nil }
                return book.waiting.removeValue(forKey: number)
            }
            continuation?.resume(returning: .cancelled)
        }
    }

    /// Every call so far, in order.
    var calls: [Call] { book.withLock { $0.calls } }

    /// How many calls were cancelled by their caller.
    var cancelledCalls: Int { book.withLock { $0.cancelledCalls } }

    /// Answers the `number`-th call (from 1), whether it is waiting yet or not. A call that was
    /// cancelled already keeps its `.cancelled`.
    func answer(call number: Int, with result: KittenLoadResult) {
        let continuation = book.withLock { book -> CheckedContinuation<KittenLoadResult, Never>? in
            guard !book.finished.contains(number) else { return nil }
            guard let continuation = book.waiting.removeValue(forKey: number) else {
                book.answers[number] = result
                return nil
            }
            book.finished.insert(number)
            return continuation
        }
        continuation?.resume(returning: result)
    }
}

/// `count` distinct images whose ids start at `first`.
func kittens(_ count: Int, from first: Int = 0) -> [KittenImage] {
    (first..<first + count).map { index in
        KittenImage(id: "k\(index)", url: URL(string: "https://cdn2.thecatapi.com/images/k\(index).jpg")!)
    }
}

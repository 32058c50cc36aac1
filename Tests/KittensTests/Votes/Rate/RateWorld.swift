import Foundation
import Kittens
import MVI
import MVITesting

/// The Rate store's world for `StorePropertyCheck`: TheCatAPI's search in a chosen order
/// (`OrderedListingServer`: at most 25 a page unless told fewer, a count, one unusable entry, failing now and then,
/// answering `200 []` early or overstating its count), and the account's votes, which outlive a
/// run and reach a new one as the votes store sends them. The user likes, turns down, skips,
/// undoes, retries and changes filters at any moment, and meanwhile votes elsewhere (in the
/// list), or changes or withdraws a vote in My votes, one of this run's too. The fake answers
/// every filter with the one order, as a filter that matches all does.
@MainActor
final class RateWorld {
    let server: OrderedListingServer
    /// The account's votes, as the votes store keeps them.
    private(set) var rated: [String: VoteValue] = [:]
    /// This run's votes on the page still standing (as given, not changed or withdrawn in My
    /// votes, nor undone), oldest first: what Ctrl+Z withdraws, newest first.
    private(set) var standing: [RateVote] = []
    /// The pictures this run passed and does not show again: skipped, or voted on and then
    /// withdrawn in My votes.
    private(set) var passed: Set<String> = []

    /// A search of `total` pictures, answered at most `servedPageSize` a page.
    init(total: Int = OrderedListingServer.standardTotal, servedPageSize: Int = OrderedListingServer.standardServedPageSize) {
        server = OrderedListingServer(total: total, servedPageSize: servedPageSize)
    }

    /// The store of a start, as the app makes it: in the order the user chose (so the search
    /// is not drawn at random), told the account's votes, and shown.
    func makeStore() -> RateTestStore {
        passed = []
        standing = []
        return shownRateStore(over: server, rated: rated)
    }

    func intent(_ random: inout PropertyRandom) -> RateIntent? {
        switch random.int(in: 0...99) {
        case 0..<30: .like
        case 30..<42: .notForMe
        case 42..<64: .skip
        case 64..<74: .undoLastVote
        case 74..<84: .retry
        case 84..<90: .useFilters(ListingFilters(mimeTypes: random.int(in: 0...1) == 0 ? .still : .any, order: .ascending))
        default: .rated(votedElsewhere(&random))
        }
    }

    /// The account's votes after the user voted in the list on one of the next few pictures the
    /// page would show, or changed or withdrew a vote in My votes (this run's, most often).
    private func votedElsewhere(_ random: inout PropertyRandom) -> [String: VoteValue] {
        var votes = rated
        let value: VoteValue = random.int(in: 0...1) == 0 ? .up : .down
        switch random.int(in: 0...2) {
        case 0:
            let unrated = server.listing.filter { rated[$0] == nil }
            votes[random.element(of: Array(unrated.prefix(8))) ?? "k0"] = value
        default:
            let candidates = standing.isEmpty ? Array(rated.keys.sorted()) : standing.map(\.picture.id)
            guard let picture = random.element(of: candidates) else { return votes }
            votes[picture] = random.int(in: 0...1) == 0 ? nil : value
        }
        return votes
    }

    /// Keeps what `intent` does to the account's votes and this run's skips, as the user sees
    /// it; returns `intent`, to send.
    @discardableResult
    func sends(_ intent: RateIntent, in state: RateState) -> RateIntent {
        switch intent {
        case .like, .notForMe:
            guard let shown = state.shown else { break }
            let vote = RateVote(picture: shown, value: intent == .like ? .up : .down)
            rated[shown.id] = vote.value
            standing = Array((standing + [vote]).suffix(RateState.undoDepth))
        case .skip: if let shown = state.shown { passed.insert(shown.id) }
        case .undoLastVote: if let vote = standing.popLast() { rated[vote.picture.id] = nil }
        case .rated(let votes):
            passed.formUnion(rated.keys.filter { votes[$0] == nil })
            rated = votes
            standing.removeAll { votes[$0.picture.id] != $0.value }
        default: break
        }
        return intent
    }

    static func event(_ random: inout PropertyRandom) -> PropertyEvent<RateWorld>? {
        OrderedListingServer.trouble(&random) { $0.server }
    }

    static func source(of intent: RateIntent) -> String {
        switch intent {
        case .rated(let votes):
            votes.isEmpty ? ".rated([:])" : ".rated([\(votes.sorted { $0.key < $1.key }.map { "\"\($0.key)\": .\($0.value)" }.joined(separator: ", "))])"
        case .useFilters(let filters): ".useFilters(ListingFilters(mimeTypes: .\(filters.mimeTypes), order: .ascending))"
        default: ".\(intent)"
        }
    }

    /// The pictures of the search the page may still show.
    private var left: [String] { server.listing.filter { rated[$0] == nil && !passed.contains($0) } }

    /// What is wrong at any step: a picture waiting that was rated, passed this run, unusable,
    /// or waits twice; Ctrl+Z that would withdraw another vote than the newest still standing.
    func problem(_ state: RateState) -> String? {
        let waiting = state.queue.map(\.id)
        if let picture = waiting.first(where: { rated[$0] != nil || passed.contains($0) }) {
            return "\(picture) waits to be rated though it was \(rated[picture] != nil ? "rated" : "passed") (queue \(waiting))"
        }
        if state.votes != standing {
            return "Ctrl+Z would withdraw \(state.votes.last.map { "\($0)" } ?? "nothing"), not \(standing.last.map { "\($0)" } ?? "nothing")"
        }
        if let unusable = state.queue.first(where: { !$0.url.isWebURL }) {
            return "\(unusable.id) waits though its URL is no web URL"
        }
        guard Set(waiting).count == waiting.count else { return "a picture waits twice: \(waiting)" }
        return nil
    }

    /// What is wrong once the world healed and every job ran: a page with no picture and no
    /// error that neither loads nor says the search is over (a spinner for ever), or that says
    /// so while pictures are left.
    func stalledProblem(_ state: RateState) -> String? {
        if let problem = problem(state) { return problem }
        guard state.shown == nil, state.error == nil, !state.isLoading else { return nil }
        if state.canLoadMore { return "no picture shows and nothing loads, with no error (requests \(server.answered))" }
        if let first = left.first {
            return "the page says every picture was rated, but \(first) and \(left.count - 1) more were not (requests \(server.answered))"
        }
        return nil
    }

    /// What is wrong after a Retry settled: as when quiet, and an error still shown while
    /// pictures are left.
    func settledProblem(_ state: RateState) -> String? {
        if let problem = stalledProblem(state) { return problem }
        if let error = state.error, state.shown == nil, let first = left.first {
            return "after a Retry the page shows \(error) while \(first) and \(left.count - 1) more were not rated (requests \(server.answered))"
        }
        return nil
    }
}

/// A Rate store over `server` as the app starts it: in an order the user chose (so the search is
/// not drawn at random), told the account's votes (`rated`), and shown. Exhaustivity is off:
/// tests look at what the page shows. A busy server's wait is `wait`.
@MainActor
func shownRateStore(
    over server: OrderedListingServer, rated: [String: VoteValue] = [:], wait: @escaping @Sendable (Int) async -> Void = { _ in }
) -> RateTestStore {
    var state = RateState()
    state.filters.order = .ascending
    let store = TestStore(initialState: state, executor: RateExecutor(pictures: server, busyRetry: BusyServerRetry(wait: wait)), reducer: RateReducer())
    store.exhaustivity = .off
    store.start()
    store.send(.rated(rated))
    store.send(.pageShown)
    return store
}

/// The account's votes when it liked each of `imageIDs`.
func liked(_ imageIDs: some Sequence<String>) -> [String: VoteValue] {
    Dictionary(imageIDs.map { ($0, VoteValue.up) }, uniquingKeysWith: { first, _ in first })
}

import FoundationEssentials
import KittensSupport

/// libFuzzer's entry point: one input, as the bytes of `votes.json`, through
/// `VotesFileFormat.decode`. Any input may be refused with a `VotesFileFormat.Problem`; none may
/// crash or hang the decoder, and whatever it accepts keeps the file's bounds (each list within
/// its cap, a picture once a list, operation ids unique and below the next one) and reads back
/// the same after saving, so that saving never changes what the user keeps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVotesFile(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    guard let (persisted, dropped) = try? VotesFileFormat.decode(data) else { return 0 }
    promise(dropped >= 0, "a negative count of dropped entries")
    for votes in [persisted.votes] + persisted.otherAccounts.map(\.votes) {
        promise(votes.count <= FavouriteLimits.maximumCount, "more than the most votes kept")
        promise(Set(votes.map(\.imageID)).count == votes.count, "a picture with two votes")
        for vote in votes {
            promise(FavouriteLimits.accepts(id: vote.imageID), "an id that cannot be kept: \(vote.imageID)")
            promise(vote.url.map(WebURL.accepts) ?? true, "a picture that is not at a web URL")
        }
    }
    let shelved = persisted.otherAccounts.reduce(0) { $0 + $1.votes.count }
    promise(shelved <= FavouriteLimits.maximumShelvedFavourites, "more than the most votes kept of other accounts")
    promise(persisted.otherAccounts.count <= FavouriteLimits.maximumShelvedAccounts, "more than the most other accounts")
    let operations = persisted.operations + persisted.otherAccounts.flatMap(\.operations)
    promise(operations.count <= FavouriteLimits.maximumOperations, "more than the most changes kept")
    promise(Set(operations.map(\.id)).count == operations.count, "an operation id twice")
    promise(operations.allSatisfy { $0.id > 0 && $0.id < persisted.nextOperationID }, "an operation id at or past the next one")
    let doubts = persisted.doubtful.count + persisted.otherAccounts.reduce(0) { $0 + $1.doubtful.count }
    promise(doubts <= FavouriteLimits.maximumOperations, "more than the most doubtful pictures kept")
    let saved = VotesFileFormat.encode(persisted)
    promise(saved.count <= VotesFileFormat.maximumBytes, "a saved file larger than the most the format writes")
    guard let (again, droppedAgain) = try? VotesFileFormat.decode(saved) else {
        fatalError("saved votes cannot be read back")
    }
    promise(again == persisted, "saved votes read back different")
    promise(droppedAgain == 0, "saved votes read back with dropped entries")
    return 0
}

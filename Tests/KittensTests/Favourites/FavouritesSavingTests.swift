import Foundation
import Glibc
import Kittens
import KittensSupport
import MVITesting
import Outbox
import TestSupport
import XCTest

/// The favourites file holds whatever the caps allow, and a write that fails stops the sending
/// until one succeeds, which the model says (issue #34, item 3).
final class FavouritesSavingTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures

    // MARK: The file's cap follows from the caps

    /// The largest state the caps allow: every list at its cap, every id, address and account
    /// at its longest.
    private func largestState() -> PersistedFavourites {
        func id(_ prefix: String, _ number: Int) -> String {
            let digits = String(number)
            return prefix + String(repeating: "0", count: FavouriteLimits.maximumIDLength - prefix.count - digits.count) + digits
        }
        let url = URL(string: "https://" + String(repeating: "u", count: FavouriteLimits.maximumURLLength - 8))
        func favourite(_ number: Int) -> Favourite {
            Favourite(
                imageID: id("p", number), url: url, remoteID: id("r", number), moreRemoteIDs: (1...FavouriteLimits.maximumMoreRemoteIDs).map { id("m\($0)", number) },
                created: Fixtures.created, isPictureGone: true)
        }
        var nextOperation = 1
        func operations(_ count: Int) -> [FavouriteOperation] {
            (0..<count).map { _ in
                defer { nextOperation += 1 }
                return FavouriteOperation(
                    id: nextOperation, kind: .remove, imageID: id("p", nextOperation), remoteID: id("r", nextOperation),
                    moreRemoteIDs: (1...FavouriteLimits.maximumMoreRemoteIDs).map { id("o\($0)", nextOperation) }, wasSent: true, awaitsListing: true)
            }
        }
        func account(_ number: Int) -> TheCatAPIAccount {
            TheCatAPIAccount(
                server: String(repeating: "\u{1}", count: TheCatAPIAccount.maximumServerLength - 4) + String(number + 1000),
                subID: id("s", number), keyFingerprint: String(repeating: "\u{1}", count: TheCatAPIAccount.maximumFingerprintLength))
        }
        let shelves = FavouriteLimits.maximumShelvedAccounts
        let perShelf = FavouriteLimits.maximumShelvedFavourites / shelves
        let operationsPerList = FavouriteLimits.maximumOperations / (shelves + 1)
        return PersistedFavourites(
            favourites: (0..<FavouriteLimits.maximumCount).map(favourite),
            outbox: operations(FavouriteLimits.maximumOperations - shelves * operationsPerList),
            account: account(99),
            otherAccounts: (0..<shelves).map { shelf in
                FavouritesShelf(
                    account: account(shelf), favourites: (0..<perShelf).map { favourite(100_000 + shelf * perShelf + $0) },
                    outbox: operations(operationsPerList), hasUnverifiedRemoteIDs: true)
            },
            nextOperationID: nextOperation, hasUnverifiedRemoteIDs: true, isAccountAccepted: true)
    }

    func testTheLargestStateTheCapsAllowIsWrittenAndReadsBackWhole() throws {
        let largest = largestState()
        XCTAssertEqual(largest.favourites.count + largest.otherAccounts.reduce(0) { $0 + $1.favourites.count },
                       FavouriteLimits.maximumCount + FavouriteLimits.maximumShelvedFavourites)
        XCTAssertEqual(largest.outbox.count + largest.otherAccounts.reduce(0) { $0 + $1.outbox.count }, FavouriteLimits.maximumOperations)
        let bytes = FavouritesFileFormat.encode(largest)
        XCTAssertLessThanOrEqual(bytes.count, FavouritesFile.maxFileBytes, "the derived cap holds the largest state")
        XCTAssertGreaterThan(bytes.count, 4 * 1024 * 1024, "more than the 4 MiB the file was capped at before")

        let file = FavouritesFile(directory: try temporaryFolder())
        XCTAssertNoThrow(try file.write(largest))
        XCTAssertEqual(file.read(), StoredFavourites(persisted: largest), "it reads back as it was written")
    }

    func testAShelfPastTheCapIsNeitherWrittenNorReadAndWhatIsWrittenReadsBack() throws {
        let shelves = (0..<(FavouriteLimits.maximumShelvedAccounts + 4)).map { number in
            FavouritesShelf(
                account: TheCatAPIAccount(server: "https://api.thecatapi.com/v1", subID: "kittens-\(number)", keyFingerprint: "f\(number)"),
                favourites: [], outbox: [FavouriteOperation(id: number + 1, kind: .add, imageID: "p\(number)")])
        }
        let file = FavouritesFile(directory: try temporaryFolder())
        try file.write(PersistedFavourites(account: Fixtures.account, otherAccounts: shelves, nextOperationID: 100))
        XCTAssertEqual(
            file.read().persisted.otherAccounts, Array(shelves.suffix(FavouriteLimits.maximumShelvedAccounts)),
            "the newest shelves, the same written as read")
    }

    // MARK: A failed write stops the sending

    @MainActor func testAFailedWriteSendsNothingSaysWhyAndSendsOnceAWriteSucceeds() async {
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        file.failWrites(ENOSPC)
        add(store, "a")
        await settle(store, leavingTheRetry: true)
        XCTAssertEqual(store.runningJobs.map(\.key), [OutboxJobs.favourites.retry], "the write is tried again after a wait")
        XCTAssertFalse(server.requests.contains("POST a"), "the file does not keep the change: the server does not hear of it")
        let reason = store.state.model.status?.text
        XCTAssertEqual(reason?.hasPrefix("Favourites cannot be saved, and nothing is sent to TheCatAPI until they can: "), true,
                       "the model says favourites cannot be saved, and why: \(String(describing: reason))")
        XCTAssertTrue(store.state.isFavourite("a"), "the favourite is shown for this run")

        // A restart now comes back to what the file kept, and so does the server.
        let restarted = makeStore(file.persisted ?? PersistedFavourites(), server: server, file: InMemoryFavouritesWriter())
        XCTAssertFalse(restarted.state.isFavourite("a"))
        XCTAssertEqual(server.imageIDs, [])
        restarted.dispose()

        file.heal()
        store.send(.sync)
        await settle(store)
        XCTAssertEqual(server.imageIDs, ["a"], "sent once the file took the write")
        XCTAssertNil(store.state.model.status)
        XCTAssertEqual(file.persisted?.favourites.map(\.imageID), ["a"])
    }

    @MainActor func testARemovalWhoseWriteFailedDoesNotReachTheServerSoARestartIsConsistent() async {
        let server = InMemoryFavouritesServer()
        server.seed(["a"])
        let file = InMemoryFavouritesWriter()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        file.failWrites(EFBIG)
        store.send(.remove(imageID: "a"))
        await settle(store, leavingTheRetry: true)
        XCTAssertEqual(server.imageIDs, ["a"], "no DELETE for a removal the file does not keep")
        store.dispose()
        let restarted = makeStore(file.persisted ?? PersistedFavourites(), server: server, file: file)
        restarted.send(.accountChanged(Fixtures.account))
        await settle(restarted)
        XCTAssertTrue(restarted.state.isFavourite("a"), "the file and the server agree: the removal was lost with the run, as the user was told")
    }
}

import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// What a listing would remove is confirmed only by a second one that lacks the same: a
/// `200 []` after a listing that lacked another picture does not take a favourite the server
/// keeps. Found by `FavouritesPropertyTests` (base seed 9, case seed
/// 12672231073189818768); the votes store had the same fault (`VotesResentCastTests`).
final class FavouritesRemovalConfirmationTests: XCTestCase {
    @MainActor
    func testAnEmptyListingDoesNotConfirmTheRemovalOfAnotherPicture() async {
        let world = FavouritesWorld()
        let store = world.makeStore()
        store.exhaustivity = .off
        store.send(world.sends(.toggle(imageID: "c", url: FavouritesFixtures.url("c")), in: store.state))
        store.send(world.sends(.accountChanged(FavouritesWorld.account), in: store.state))
        await store.run(job: OutboxJobs.favourites.operation(1))
        store.send(world.sends(.toggle(imageID: "b", url: FavouritesFixtures.url("b")), in: store.state))
        store.send(world.sends(.accountChanged(nil), in: store.state))
        store.send(world.sends(.toggle(imageID: "c", url: FavouritesFixtures.url("c")), in: store.state))
        store.send(world.sends(.accountChanged(FavouritesWorld.account), in: store.state))
        // The server adds b and removes c; a listing read before either answer arrives lacks c,
        // the one removal it would make, which waits for the next listing.
        await store.perform(job: OutboxJobs.favourites.operation(2))
        await store.perform(job: OutboxJobs.favourites.operation(3))
        await store.run(job: OutboxJobs.favourites.sync)
        store.deliver(job: OutboxJobs.favourites.operation(2))
        // The next listing is a proxy's `200 []`: it lacks b, which the first one did not.
        world.server.answerNext(.emptyPage)
        store.deliver(job: OutboxJobs.favourites.operation(3))
        await store.run(job: OutboxJobs.favourites.sync)
        XCTAssertTrue(store.state.isFavourite("b"), "the server keeps b")
        XCTAssertNil(world.problem(store.state))

        world.heal()
        store.send(world.sends(.sync, in: store.state))
        await store.runKeyedJobs()
        XCTAssertTrue(store.state.isFavourite("b"))
        XCTAssertFalse(store.state.isFavourite("c"))
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}

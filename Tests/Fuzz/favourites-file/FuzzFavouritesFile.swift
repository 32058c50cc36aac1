import FoundationEssentials
import KittensSupport

/// libFuzzer's entry point: one input, as the bytes of `favourites.json`, through
/// `FavouritesFileFormat.decode`. Any input may be refused with a `FavouritesFileProblem`; none
/// may crash or hang the decoder, and whatever it accepts keeps the file's bounds (each list
/// within its cap, operation ids unique and below the next one) and reads back the same after
/// saving, so that saving never changes what the user keeps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFavouritesFile(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    guard let (persisted, dropped) = try? FavouritesFileFormat.decode(data) else { return 0 }
    promise(dropped >= 0, "a negative count of dropped entries")
    let lists = [persisted.favourites] + persisted.otherAccounts.map(\.favourites)
    for favourites in lists {
        promise(favourites.count <= FavouriteLimits.maximumCount, "more than the most favourites kept")
        promise(Set(favourites.map(\.imageID)).count == favourites.count, "a picture kept twice")
        for favourite in favourites {
            promise(FavouriteLimits.accepts(id: favourite.imageID), "an id that cannot be kept: \(favourite.imageID)")
            promise(favourite.url.map(WebURL.accepts) ?? true, "a picture that is not at a web URL")
        }
    }
    let operations = persisted.outbox + persisted.otherAccounts.flatMap(\.outbox)
    promise(operations.count <= FavouriteLimits.maximumOperations, "more than the most changes kept")
    promise(Set(operations.map(\.id)).count == operations.count, "an operation id twice")
    promise(operations.allSatisfy { $0.id > 0 && $0.id < persisted.nextOperationID }, "an operation id at or past the next one")
    let saved = FavouritesFileFormat.encode(persisted)
    guard let (again, droppedAgain) = try? FavouritesFileFormat.decode(saved) else {
        fatalError("saved favourites cannot be read back")
    }
    promise(again == persisted, "saved favourites read back different")
    promise(droppedAgain == 0, "saved favourites read back with dropped entries")
    return 0
}

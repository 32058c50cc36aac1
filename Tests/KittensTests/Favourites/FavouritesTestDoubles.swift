import Foundation
import Kittens
import KittensSupport

/// A data source the store tests never reach: their jobs are completed by the test.
struct UnansweredFavouritesDataSource: FavouritesDataSource {
    func list() async -> Result<[RemoteFavourite], KittenLoadError> { .failure(.unreachable) }
    func add(imageID: String) async -> Result<String, KittenLoadError> { .failure(.unreachable) }
    func remove(remoteID: String) async -> Result<Void, KittenLoadError> { .failure(.unreachable) }
}

enum FavouritesFixtures {
    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    static func url(_ imageID: String) -> URL {
        URL(string: "https://cdn2.thecatapi.com/images/\(imageID).jpg")!
    }

    static func favourite(_ imageID: String, remoteID: String? = nil) -> Favourite {
        Favourite(imageID: imageID, url: url(imageID), remoteID: remoteID, created: created)
    }
}

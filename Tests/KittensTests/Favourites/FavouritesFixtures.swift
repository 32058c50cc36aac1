import Foundation
import Kittens

/// The favourites tests' pictures, times and accounts.
enum FavouritesFixtures {
    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    static func url(_ imageID: String) -> URL {
        URL(string: "https://cdn2.thecatapi.com/images/\(imageID).jpg")!
    }

    static func favourite(_ imageID: String, remoteID: String? = nil) -> Favourite {
        Favourite(imageID: imageID, url: url(imageID), remoteID: remoteID, created: created)
    }

    static let account = TheCatAPIAccount(server: "https://api.thecatapi.com/v1", subID: "kittens-0000000000000001", keyFingerprint: "f1")
    static let otherAccount = TheCatAPIAccount(server: "https://api.thecatapi.com/v1", subID: "kittens-0000000000000001", keyFingerprint: "f2")
    /// A mistyped key's: TheCatAPI refuses it.
    static let mistypedAccount = TheCatAPIAccount(server: "https://api.thecatapi.com/v1", subID: "kittens-0000000000000001", keyFingerprint: "f0")
}

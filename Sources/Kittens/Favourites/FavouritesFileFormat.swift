#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KittensSupport
import Localization

/// The JSON form of the favourites file, and the pure functions between it and favourites.
///
/// `format` names the layout (and its version), so a file written by something else or by a
/// future layout is recognised and refused as a whole. Decoding takes any bytes and never traps:
/// an unusable entry (a bad id, a URL that is not http or https, a picture twice) is dropped
/// alone and counted.
public enum FavouritesFileFormat {
    public static let currentFormat = "org.kittensforlinux.Kittens.favourites.v1"

    /// The bytes of the file for `favourites`, at most `FavouriteLimits.maximumCount` of them.
    public static func encode(_ favourites: [Favourite]) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let file = File(format: currentFormat, favourites: favourites.prefix(FavouriteLimits.maximumCount).map(Entry.init))
        // Strings, optional strings, dates and booleans always encode.
        return (try? encoder.encode(file)) ?? Data()
    }

    /// The favourites in `bytes` and how many entries were dropped.
    public static func decode(_ bytes: Data) throws(FavouritesFileProblem) -> (favourites: [Favourite], dropped: Int) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let file = try? decoder.decode(LenientFile.self, from: bytes), let format = file.format else {
            throw .notAFavouritesFile
        }
        guard format == currentFormat else { throw .foreign(format) }
        guard let entries = file.favourites else { throw .notAFavouritesFile }
        var favourites: [Favourite] = []
        var seen = Set<String>()
        for case let entry? in entries where favourites.count < FavouriteLimits.maximumCount {
            guard let favourite = entry.favourite, seen.insert(favourite.imageID).inserted else { continue }
            favourites.append(favourite)
        }
        return (favourites, entries.count - favourites.count)
    }

    private struct File: Encodable {
        let format: String
        let favourites: [Entry]
    }

    private struct Entry: Codable {
        let imageID: String
        let url: String?
        let remoteID: String?
        let created: Date
        let pictureGone: Bool?

        init(_ favourite: Favourite) {
            imageID = favourite.imageID
            url = favourite.url?.absoluteString
            remoteID = favourite.remoteID
            created = favourite.created
            pictureGone = favourite.isPictureGone ? true : nil
        }

        /// The favourite, when every field can be used.
        var favourite: Favourite? {
            guard FavouriteLimits.accepts(id: imageID), remoteID.map(FavouriteLimits.accepts(id:)) ?? true else { return nil }
            var checkedURL: URL?
            if let url {
                guard let checked = WebURL.url(from: url) else { return nil }
                checkedURL = checked
            }
            return Favourite(imageID: imageID, url: checkedURL, remoteID: remoteID, created: created, isPictureGone: pictureGone ?? false)
        }
    }

    /// Every field may be missing or of the wrong type; an entry that cannot be read is nil.
    private struct LenientFile: Decodable {
        let format: String?
        let favourites: [Entry?]?

        enum CodingKeys: String, CodingKey { case format, favourites }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try? container.decodeIfPresent(String.self, forKey: .format)
            favourites = try? container.decodeIfPresent([LenientEntry].self, forKey: .favourites)?.map(\.entry)
        }
    }

    private struct LenientEntry: Decodable {
        let entry: Entry?
        init(from decoder: any Decoder) {
            entry = try? Entry(from: decoder)
        }
    }
}

/// Why a favourites file cannot be used at all. `description` completes a sentence about the
/// file, as in "The favourites file at /path cannot be used: it is not a Kittens favourites file".
public enum FavouritesFileProblem: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    case notAFavouritesFile
    case foreign(String)

    public var description: String {
        switch self {
        case .notAFavouritesFile: localized("it is not a Kittens favourites file")
        case .foreign(let format):
            localized("it is not a Kittens favourites file of this version (format “{format}”)", ["format": String(format.prefix(80))])
        }
    }
}

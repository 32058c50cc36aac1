import FoundationEssentials
import KittensSupport
import VersionedJSON

/// The JSON form of the favourites file, and the pure functions between it and
/// `PersistedFavourites`.
///
/// `format` names the layout (and its version), so a file written by something else or by a
/// future layout is recognised and refused as a whole. Version 1 (favourites only) still reads:
/// its favourites without a server id become adds waiting to be sent, and its server ids are
/// checked against the first account's listing (`hasUnverifiedRemoteIDs`). Decoding takes any
/// bytes and never traps: an unusable entry (a bad id, a URL that is not http or https, a
/// picture twice, an operation id twice) is dropped alone and counted.
public enum FavouritesFileFormat {
    /// The frame of the favourites file: its format's name carries the version.
    public static let file = VersionedJSONFile(name: "org.kittensforlinux.Kittens.favourites.v2")
    /// The first layout's frame, which still reads.
    public static let firstFile = VersionedJSONFile(name: "org.kittensforlinux.Kittens.favourites.v1")
    public static var currentFormat: String { file.name }
    public static var firstFormat: String { firstFile.name }
    /// The times a favourite's `created` can have in the file: 1970 to the end of 9999, what
    /// ISO 8601 writes and reads back alike.
    static let createdRange = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)
    /// Operation ids are below this (2⁵²): counting up from a file's, they never overflow.
    static let operationIDBound = 1 << 52

    /// The bytes of the file for `persisted`, each list within its cap (the caps the store
    /// keeps: `FavouriteLimits`), so that they are never more than `maximumBytes`.
    public static func encode(_ persisted: PersistedFavourites) -> Data {
        let encoder = JSONEncoder.iso8601Dates()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var operations = Bound(FavouriteLimits.maximumOperations)
        var shelved = Bound(FavouriteLimits.maximumShelvedFavourites)
        let file = File(
            format: currentFormat, account: persisted.account,
            favourites: persisted.favourites.prefix(FavouriteLimits.maximumCount).map(Entry.init),
            operations: operations.take(persisted.outbox), nextOperation: persisted.nextOperationID,
            otherAccounts: persisted.otherAccounts.suffix(FavouriteLimits.maximumShelvedAccounts).map { shelf in
                Shelf(
                    account: shelf.account, favourites: shelved.take(shelf.favourites.prefix(FavouriteLimits.maximumCount)).map(Entry.init),
                    operations: operations.take(shelf.outbox), unverifiedRemoteIDs: shelf.hasUnverifiedRemoteIDs ? true : nil)
            },
            unverifiedRemoteIDs: persisted.hasUnverifiedRemoteIDs ? true : nil, accountAccepted: persisted.isAccountAccepted)
        // Strings, integers, dates and booleans always encode.
        return (try? encoder.encode(file)) ?? Data()
    }

    /// The most bytes `encode` writes, whatever it is given: each list at its cap, each entry
    /// at its largest (every id, address and account at its longest, in the characters JSON
    /// writes longest). The file is never refused for its size, and reads back whole
    /// (`FavouritesFile.maxFileBytes`).
    public static let maximumBytes = 18_960_139

    /// `maximumBytes` measured: the encoding of a file with each list at its cap and each entry
    /// at its largest. A constant serves at run time, since measuring encodes about a hundred
    /// entries (millions of instructions before the first frame); a test keeps the two equal.
    static func measuredMaximumBytes() -> Int {
        let id = String(repeating: "i", count: FavouriteLimits.maximumIDLength)
        let ids = Array(repeating: id, count: FavouriteLimits.maximumMoreRemoteIDs)
        let url = URL(string: "https://" + String(repeating: "u", count: FavouriteLimits.maximumURLLength - 8))
        let favourite = Favourite(imageID: id, url: url, remoteID: id, moreRemoteIDs: ids, created: createdRange.upperBound, isPictureGone: true)
        let operation = FavouriteOperation(
            id: operationIDBound - 1, kind: .remove, imageID: id, remoteID: id, moreRemoteIDs: ids, wasSent: true, awaitsListing: true)
        let shelf = FavouritesShelf(account: longestAccount, favourites: [], outbox: [], hasUnverifiedRemoteIDs: true)
        func size(_ change: (inout PersistedFavourites) -> Void) -> Int {
            var persisted = PersistedFavourites(account: longestAccount, nextOperationID: operationIDBound, hasUnverifiedRemoteIDs: true, isAccountAccepted: true)
            change(&persisted)
            return encode(persisted).count
        }
        let frame = size { _ in }
        // Each entry past the first adds a comma too.
        let shelfBytes = size { $0.otherAccounts = [shelf] } - frame + 1
        let favouriteBytes = size { $0.favourites = [favourite] } - frame + 1
        let operationBytes = size { $0.outbox = [operation] } - frame + 1
        return frame + shelfBytes * FavouriteLimits.maximumShelvedAccounts
            + favouriteBytes * (FavouriteLimits.maximumCount + FavouriteLimits.maximumShelvedFavourites)
            + operationBytes * FavouriteLimits.maximumOperations
    }

    /// An account whose every field is at its longest, in characters that JSON escapes.
    private static let longestAccount = TheCatAPIAccount(
        server: String(repeating: "\u{1}", count: TheCatAPIAccount.maximumServerLength),
        subID: String(repeating: "s", count: FavouriteLimits.maximumIDLength),
        keyFingerprint: String(repeating: "\u{1}", count: TheCatAPIAccount.maximumFingerprintLength))

    /// Takes at most `left` entries, over every list it is given.
    private struct Bound {
        var left: Int

        init(_ left: Int) {
            self.left = left
        }

        mutating func take<Element>(_ elements: some Collection<Element>) -> [Element] {
            let taken = Array(elements.prefix(max(left, 0)))
            left -= taken.count
            return taken
        }
    }

    /// What `bytes` keep, and how many entries were dropped.
    public static func decode(_ bytes: Data) throws(FavouritesFileProblem) -> (persisted: PersistedFavourites, dropped: Int) {
        let isFirstLayout: Bool
        do throws(VersionedJSONFile.Mismatch) {
            try Self.file.check(bytes)
            isFirstLayout = false
        } catch .otherName(let format) where format == firstFormat {
            isFirstLayout = true
        } catch {
            switch error {
            case .otherName(let format): throw .foreign(format)
            case .unnamed, .otherVersion: throw .notAFavouritesFile
            }
        }
        guard let file = try? JSONDecoder.iso8601Dates().decode(LenientFile.self, from: bytes), let entries = file.favourites else {
            throw .notAFavouritesFile
        }
        var reading = Reading()
        var persisted = PersistedFavourites(favourites: reading.favourites(entries))
        guard !isFirstLayout else {
            persisted.outbox = reading.addsForUnsent(persisted.favourites)
            persisted.nextOperationID = persisted.outbox.count + 1
            persisted.hasUnverifiedRemoteIDs = persisted.favourites.contains { $0.remoteID != nil }
            return (persisted, reading.dropped)
        }
        persisted.account = file.account
        persisted.outbox = reading.operations(file.operations ?? [])
        var shelved = Bound(FavouriteLimits.maximumShelvedFavourites)
        for case let shelf? in (file.otherAccounts ?? []).suffix(FavouriteLimits.maximumShelvedAccounts) {
            guard let account = shelf.account else { continue }
            let favourites = reading.favourites(shelf.favourites ?? [])
            persisted.otherAccounts.append(FavouritesShelf(
                account: account, favourites: shelved.take(favourites), outbox: reading.operations(shelf.operations ?? []),
                hasUnverifiedRemoteIDs: shelf.unverifiedRemoteIDs ?? false))
        }
        persisted.nextOperationID = min(max(file.nextOperation ?? 1, reading.largestOperationID + 1), operationIDBound)
        persisted.hasUnverifiedRemoteIDs = file.unverifiedRemoteIDs ?? false
        persisted.isAccountAccepted = file.accountAccepted ?? PersistedFavourites.isAccepted(persisted.account, persisted.favourites)
        return (persisted, reading.dropped)
    }

    /// The checks across the file's lists: operation ids unique, caps held, drops counted.
    private struct Reading {
        var dropped = 0
        var operationIDs = Set<Int>()
        var largestOperationID = 0

        mutating func favourites(_ entries: [Entry?]) -> [Favourite] {
            var favourites: [Favourite] = []
            var seen = Set<String>()
            for case let entry? in entries where favourites.count < FavouriteLimits.maximumCount {
                guard let favourite = entry.favourite, seen.insert(favourite.imageID).inserted else { continue }
                favourites.append(favourite)
            }
            dropped += entries.count - favourites.count
            return favourites
        }

        mutating func operations(_ entries: [OperationEntry?]) -> [FavouriteOperation] {
            var operations: [FavouriteOperation] = []
            for case let entry? in entries {
                guard operationIDs.count < FavouriteLimits.maximumOperations, let operation = entry.operation,
                      operationIDs.insert(operation.id).inserted else { continue }
                largestOperationID = max(largestOperationID, operation.id)
                operations.append(operation)
            }
            dropped += entries.count - operations.count
            return operations
        }

        /// A version 1 file's favourites without a server id were never sent: adds, oldest first.
        func addsForUnsent(_ favourites: [Favourite]) -> [FavouriteOperation] {
            favourites.filter { $0.remoteID == nil }.reversed().enumerated().map { index, favourite in
                FavouriteOperation(id: index + 1, kind: .add, imageID: favourite.imageID)
            }
        }
    }

    private struct File: Encodable {
        let format: String
        let account: TheCatAPIAccount?
        let favourites: [Entry]
        let operations: [FavouriteOperation]
        let nextOperation: Int
        let otherAccounts: [Shelf]
        let unverifiedRemoteIDs: Bool?
        let accountAccepted: Bool
    }

    private struct Shelf: Encodable {
        let account: TheCatAPIAccount
        let favourites: [Entry]
        let operations: [FavouriteOperation]
        let unverifiedRemoteIDs: Bool?
    }

    private struct Entry: Codable {
        let imageID: String
        let url: String?
        let remoteID: String?
        let moreRemoteIDs: [String]?
        let created: Date
        let pictureGone: Bool?

        init(_ favourite: Favourite) {
            imageID = favourite.imageID
            url = favourite.url?.absoluteString
            remoteID = favourite.remoteID
            moreRemoteIDs = favourite.moreRemoteIDs.isEmpty ? nil : favourite.moreRemoteIDs
            created = favourite.created
            pictureGone = favourite.isPictureGone ? true : nil
        }

        /// The favourite, when every field can be used; its time to the whole second (as it is
        /// written), and within the years the file can hold.
        var favourite: Favourite? {
            guard FavouriteLimits.accepts(id: imageID), remoteID.map(FavouriteLimits.accepts(id:)) ?? true,
                  (moreRemoteIDs ?? []).count <= FavouriteLimits.maximumMoreRemoteIDs, (moreRemoteIDs ?? []).allSatisfy(FavouriteLimits.accepts(id:))
            else { return nil }
            var checkedURL: URL?
            if let url {
                guard let checked = WebURL.url(from: url), FavouriteLimits.accepts(url: checked) else { return nil }
                checkedURL = checked
            }
            let created = min(max(created, FavouritesFileFormat.createdRange.lowerBound), FavouritesFileFormat.createdRange.upperBound)
            let whole = Date(timeIntervalSinceReferenceDate: created.timeIntervalSinceReferenceDate.rounded(.down))
            return Favourite(
                imageID: imageID, url: checkedURL, remoteID: remoteID, moreRemoteIDs: moreRemoteIDs ?? [], created: whole,
                isPictureGone: pictureGone ?? false)
        }
    }

    /// An operation as kept; nil when any field cannot be used.
    private struct OperationEntry: Decodable {
        let operation: FavouriteOperation?

        init(from decoder: any Decoder) {
            operation = (try? FavouriteOperation(from: decoder)).flatMap { (1..<FavouritesFileFormat.operationIDBound).contains($0.id) ? $0 : nil }
        }
    }

    /// Every field may be missing or of the wrong type; an entry that cannot be read is nil.
    private struct LenientFile: Decodable {
        let favourites: [Entry?]?
        let account: TheCatAPIAccount?
        let operations: [OperationEntry?]?
        let nextOperation: Int?
        let otherAccounts: [LenientShelf?]?
        let unverifiedRemoteIDs: Bool?
        let accountAccepted: Bool?

        enum CodingKeys: String, CodingKey {
            case favourites, account, operations, nextOperation, otherAccounts, unverifiedRemoteIDs, accountAccepted
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            favourites = try? container.decodeIfPresent([LenientEntry].self, forKey: .favourites)?.map(\.entry)
            account = try? container.decodeIfPresent(TheCatAPIAccount.self, forKey: .account)
            operations = try? container.decodeIfPresent([OperationEntry?].self, forKey: .operations)
            nextOperation = try? container.decodeIfPresent(Int.self, forKey: .nextOperation)
            otherAccounts = try? container.decodeIfPresent([LenientShelf?].self, forKey: .otherAccounts)
            unverifiedRemoteIDs = try? container.decodeIfPresent(Bool.self, forKey: .unverifiedRemoteIDs)
            accountAccepted = try? container.decodeIfPresent(Bool.self, forKey: .accountAccepted)
        }
    }

    private struct LenientShelf: Decodable {
        let account: TheCatAPIAccount?
        let favourites: [Entry?]?
        let operations: [OperationEntry?]?
        let unverifiedRemoteIDs: Bool?

        enum CodingKeys: String, CodingKey { case account, favourites, operations, unverifiedRemoteIDs }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            account = try? container.decodeIfPresent(TheCatAPIAccount.self, forKey: .account)
            favourites = try? container.decodeIfPresent([LenientEntry].self, forKey: .favourites)?.map(\.entry)
            operations = try? container.decodeIfPresent([OperationEntry?].self, forKey: .operations)
            unverifiedRemoteIDs = try? container.decodeIfPresent(Bool.self, forKey: .unverifiedRemoteIDs)
        }
    }

    private struct LenientEntry: Decodable {
        let entry: Entry?
        init(from decoder: any Decoder) {
            entry = try? Entry(from: decoder)
        }
    }
}

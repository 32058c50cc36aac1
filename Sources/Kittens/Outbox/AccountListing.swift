import Outbox

/// An account's records at TheCatAPI as one sync read them, page after page
/// (`TheCatAPIListing.read`): one record a picture, the one `AccountRecord.replaces(listedBefore:)`
/// keeps, and the server ids of the others (a picture kept twice: a request sent again after its
/// answer was lost, or a record made elsewhere).
public struct AccountListing<Record: AccountRecord>: Equatable, Sendable, OutboxListed {
    /// Each picture once.
    public var records: [Record]
    /// Per picture listed more than once, the server ids of its other records (at most
    /// `FavouriteLimits.maximumMoreRemoteIDs`).
    public var moreRemoteIDs: [String: [String]]
    /// Every page was read and there is evidence that nothing was missed (`OutboxListing.read`):
    /// only then may a record here that the server does not list be taken as removed elsewhere.
    public var isComplete: Bool

    public init(records: [Record], moreRemoteIDs: [String: [String]] = [:], isComplete: Bool) {
        self.records = records
        self.moreRemoteIDs = moreRemoteIDs
        self.isComplete = isComplete
    }

    public var recordCount: Int { records.count }

    /// Every server id the listing has of `imageID`, the kept record's first.
    public func remoteIDs(of imageID: String) -> [String] {
        guard let record = records.first(where: { $0.imageID == imageID }) else { return [] }
        return [record.remoteID] + (moreRemoteIDs[imageID] ?? [])
    }

    /// The most a page holds (TheCatAPI's cap).
    public static var pageSize: Int { TheCatAPIListing.pageSize }

    /// Reads every page `listPage` gives (`TheCatAPIListing.read`). A failed page fails the
    /// listing.
    public static func read(
        _ listPage: (_ page: Int, _ limit: Int) async -> Result<AccountPage<Record>, AccountRequestFailure>
    ) async -> Result<Self, AccountRequestFailure> {
        await TheCatAPIListing.read(\.records, picture: \.imageID, remoteID: \.remoteID, replaces: { $0.replaces(listedBefore: $1) }, from: listPage)
            .map { Self(records: $0.records, moreRemoteIDs: $0.otherIDs, isComplete: $0.isComplete) }
    }
}

extension AccountListing: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AccountCodingKey.self)
        try self.init(
            records: container.decode([Record].self, forKey: AccountCodingKey(Record.codingName)),
            moreRemoteIDs: container.decodeIfPresent([String: [String]].self, forKey: AccountCodingKey("moreRemoteIDs")) ?? [:],
            isComplete: container.decode(Bool.self, forKey: AccountCodingKey("isComplete")))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AccountCodingKey.self)
        try container.encode(records, forKey: AccountCodingKey(Record.codingName))
        try container.encode(moreRemoteIDs, forKey: AccountCodingKey("moreRemoteIDs"))
        try container.encode(isComplete, forKey: AccountCodingKey("isComplete"))
    }
}

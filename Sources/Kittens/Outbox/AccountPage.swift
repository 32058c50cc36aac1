import Outbox

/// One page of an account's records at TheCatAPI (`GET /favourites`, `GET /votes`, with
/// `limit` and `page`).
public struct AccountPage<Record: AccountRecord>: Equatable, Sendable, OutboxListingPage {
    /// The page's usable records; a picture the server keeps twice is here twice.
    public var records: [Record]
    /// How many records the server holds in all (`Pagination-Count`); nil when it did not say.
    public var totalCount: Int?
    /// How many entries the page held, usable or not.
    public var entryCount: Int

    /// `entryCount` is that of `records` unless given.
    public init(records: [Record], totalCount: Int?, entryCount: Int? = nil) {
        self.records = records
        self.totalCount = totalCount
        self.entryCount = max(entryCount ?? records.count, records.count)
    }
}

import FoundationEssentials
import Outbox

/// How the account listings (`FavouritesListing`, `VotesListing`) read TheCatAPI: every page
/// (`OutboxListing.read`), one record kept of each picture, with the server ids of the others.
enum TheCatAPIListing {
    /// The most a page holds (TheCatAPI's cap).
    static let pageSize = 100
    /// At most this many pictures are read; past them the listing is incomplete.
    static let maximumRecords = FavouriteLimits.maximumCount
    /// Pages past this are not asked for: the listing is incomplete (a bound on one sync's
    /// requests).
    static let maximumPages = maximumRecords / pageSize + 2

    /// Reads the pages `listPage` gives until `Pagination-Count` entries are seen, or a page
    /// comes back short (`OutboxListing.read`), keeping the `records` of each; of a picture
    /// listed again, the record `replaces` prefers. A record listed twice (pages that overlap)
    /// leaves the listing incomplete, whatever the count says: another record may be on no page.
    /// A failed page fails the listing: a part of a listing is never merged as if it were the
    /// whole.
    static func read<Page: OutboxListingPage, Record>(
        _ records: (Page) -> [Record], picture: KeyPath<Record, String>, remoteID: KeyPath<Record, String>,
        replaces: @escaping (_ listed: Record, _ kept: Record) -> Bool,
        from listPage: (_ page: Int, _ limit: Int) async -> Result<Page, AccountRequestFailure>
    ) async -> Result<(records: [Record], otherIDs: [String: [String]], isComplete: Bool), AccountRequestFailure> {
        var reading = OutboxListingRecords(
            subject: picture, id: remoteID, maximumRecords: maximumRecords, maximumOtherIDs: FavouriteLimits.maximumMoreRemoteIDs,
            replaces: replaces)
        let isComplete = await OutboxListing.read(
            pageSize: pageSize, maximumPages: maximumPages, cancelled: AccountRequestFailure(.unreachable),
            page: listPage, take: { reading.take(records($0)) })
        return isComplete.map { (reading.records, reading.otherIDs, $0 && !reading.hasRecordListedTwice) }
    }
}

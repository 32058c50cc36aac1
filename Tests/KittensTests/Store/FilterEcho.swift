import Kittens
import Locking

/// A data source that answers one page of kittens (from 500 on) and remembers the filters each
/// load asked for.
final class FilterEcho: ListingDataSource {
    let asked = Locked<[ListingFilters]>([])

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    func load(limit: Int, page: Int, filters: ListingFilters) async -> ListingLoadResult {
        asked.withLock { $0.append(filters) }
        return .images(kittens(limit, from: 500))
    }
}

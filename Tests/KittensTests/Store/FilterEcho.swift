import Kittens
import Locking

/// A data source that answers one page of kittens (from 500 on) and remembers the filters each
/// load asked for.
final class FilterEcho: KittenDataSource {
    let asked = Locked<[KittenFilters]>([])

    func load(limit: Int, page: Int) async -> KittenLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    func load(limit: Int, page: Int, filters: KittenFilters) async -> KittenLoadResult {
        asked.withLock { $0.append(filters) }
        return .images(kittens(limit, from: 500))
    }
}

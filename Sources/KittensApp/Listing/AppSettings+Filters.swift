import CGLib
import Kittens

/// The keys of the listing's filters in the GSettings schema.
enum FilterSettingsKey: String, CaseIterable {
    case breedID = "breed-id"
    case mimeTypes = "mime-types"
    case hasBreeds = "has-breeds"
}

/// The listing's filters in GSettings: `breed-id`, `mime-types` and `has-breeds`.
extension AppSettings {
    /// The filters the list last used; a saved value that cannot be used counts as none.
    var filters: ListingFilters {
        withSettings { settings in
            let breed = Self.string(settings, .breedID)
            let kinds = Self.string(settings, .mimeTypes)
            return ListingFilters(
                breedIDs: breed.isEmpty ? [] : [breed],
                mimeTypes: ListingFilters.MimeTypes.allCases.first { ($0.queryValue ?? "") == kinds } ?? .any,
                hasBreeds: g_settings_get_boolean(settings, FilterSettingsKey.hasBreeds.rawValue) != 0)
        }
    }

    /// Saves `filters` (its first breed only: the list offers one at a time). Not synced here,
    /// which would wait on dconf at each change: `setWindowSize`, at close and at quit, syncs.
    func setFilters(_ filters: ListingFilters) {
        withSettings { settings in
            g_settings_set_string(settings, FilterSettingsKey.breedID.rawValue, filters.breedIDs.first ?? "")
            g_settings_set_string(settings, FilterSettingsKey.mimeTypes.rawValue, filters.mimeTypes.queryValue ?? "")
            g_settings_set_boolean(settings, FilterSettingsKey.hasBreeds.rawValue, filters.hasBreeds ? 1 : 0)
        }
    }

    private static func string(_ settings: UnsafeMutablePointer<GSettings>, _ key: FilterSettingsKey) -> String {
        guard let pointer = g_settings_get_string(settings, key.rawValue) else { return "" }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}

extension SettingsStorage {
    /// The filters the list last used; none without the schema.
    var savedFilters: ListingFilters { read(\.filters, or: .none) }

    /// Remembers the list's filters, when there is somewhere to.
    func saveFilters(_ filters: ListingFilters) { write { $0.setFilters(filters) } }
}

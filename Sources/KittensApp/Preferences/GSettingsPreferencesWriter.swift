import Glibc
import Kittens
import KittensSupport

/// The preferences store's `PreferencesWriter` over GSettings: the page size goes to the
/// `page-size` key. A key GSettings refuses to write (locked down by the administrator) fails
/// the save as a write without permission.
struct GSettingsPreferencesWriter: PreferencesWriter {
    let settings: AppSettings

    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {
        guard let pageSize = preferences.pageSize else { return }
        guard settings.setPageSize(pageSize) else { throw FileWriteFailure(step: .write, errno: EACCES) }
    }
}

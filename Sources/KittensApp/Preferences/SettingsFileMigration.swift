import FoundationEssentials
import Glibc
import Kittens
import Logging

/// Moves the page size from `preferences.json`, where versions before GSettings kept it, into
/// GSettings, once: the file is then renamed `preferences.json.migrated`, so it is never read
/// again (and is there to go back to an older version). A file that cannot be read is renamed
/// too, with the warning `SettingsFile` gives; nothing is migrated from it.
enum SettingsFileMigration {
    static let migratedSuffix = ".migrated"

    static func run(from file: SettingsFile, into settings: AppSettings, logger: Logger) {
        let path = file.fileURL.path
        guard access(path, F_OK) == 0 || errno != ENOENT else { return }
        if let pageSize = file.read().pageSize {
            guard settings.setPageSize(pageSize) else {
                return logger.warning("The page size in \(path) could not be moved to GSettings: the key is not writable")
            }
            logger.info("Moved the page size \(pageSize) from \(path) to GSettings")
        }
        if rename(path, path + migratedSuffix) != 0 {
            logger.warning("Could not rename \(path) after moving it to GSettings: \(String(cString: strerror(errno)))")
        }
    }
}

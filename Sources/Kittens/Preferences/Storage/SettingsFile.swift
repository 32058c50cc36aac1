import FoundationEssentials
import KittensSupport
import Logging

/// `preferences.json` in the config folder, the settings file of the app before GSettings, and
/// where the page size stays when the GSettings schema is missing: read as hostile input (`BoundedFile`: no links, no
/// pipes, at most `maxFileBytes`), written atomically (`AtomicFile`, mode 0600). A file that
/// cannot be used is ignored with a warning, and the defaults apply.
public struct SettingsFile: Sendable {
    public static let fileName = "preferences.json"
    public static let maxFileBytes = 4096

    public let fileURL: URL
    private let logger: Logger

    public init(directory: URL = XDGDirectory.config.url(), logger: Logger = Logger(label: "kittens.preferences")) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// The stored preferences; none set when there is no usable file.
    public func read() -> StoredPreferences {
        let bytes: Data?
        do throws(FileRefusal) {
            bytes = try BoundedFile.readIfPresent(at: fileURL, limit: Self.maxFileBytes)
        } catch {
            logger.warning("Ignoring the preferences at \(fileURL.path): \(error)")
            return StoredPreferences()
        }
        guard let bytes else { return StoredPreferences() }
        guard let preferences = try? JSONDecoder().decode(StoredPreferences.self, from: bytes) else {
            logger.warning("Ignoring the preferences at \(fileURL.path): it is not a preferences file")
            return StoredPreferences()
        }
        return preferences
    }

    /// Replaces the file with `preferences`.
    public func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding two optional integers cannot fail.
        let data = (try? encoder.encode(preferences)) ?? Data("{}".utf8)
        try AtomicFile.write(data, to: fileURL, removingStaleTemporaries: true)
    }
}

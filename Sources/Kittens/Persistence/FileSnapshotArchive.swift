import Foundation
import Logging

/// Keeps the snapshot in one JSON file, `last-list.json` in the cache folder. A file that is
/// corrupt, truncated, empty, too large or foreign is ignored with a warning, and replaced by the
/// next save. Saves run in order on a private serial queue.
public final class FileSnapshotArchive: KittenSnapshotArchive {
    public static let fileName = "last-list.json"
    /// Larger files are not read: a snapshot of thousands of images is far smaller.
    public static let maxFileBytes = 8 * 1024 * 1024

    public let fileURL: URL
    private let logger: Logger
    private let queue = DispatchQueue(label: "kittens.snapshot-archive")

    public init(directory: URL = CacheDirectory.url(), logger: Logger = Logger(label: "kittens.cache")) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    public func restore() -> KittenSnapshot? {
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= Self.maxFileBytes else {
                logger.warning("Ignoring the saved list at \(fileURL.path): it is larger than \(Self.maxFileBytes) bytes")
                return nil
            }
            data = try Data(contentsOf: fileURL)
        } catch {
            if FileManager.default.fileExists(atPath: fileURL.path) {
                logger.warning("Ignoring the saved list at \(fileURL.path): it cannot be read (\(error))")
            }
            return nil
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(SnapshotFileFormat.self, from: data).snapshot()
        } catch let problem as SnapshotFileFormat.Problem {
            logger.warning("Ignoring the saved list at \(fileURL.path): \(problem)")
        } catch {
            logger.warning("Ignoring the saved list at \(fileURL.path): it is not valid JSON of a saved list")
        }
        return nil
    }

    public func save(_ snapshot: KittenSnapshot) {
        let fileURL = fileURL
        let logger = logger
        queue.async {
            do {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                try AtomicFile.write(try encoder.encode(SnapshotFileFormat(snapshot)), to: fileURL)
            } catch {
                logger.warning("Could not save the list to \(fileURL.path): \(error)")
            }
        }
    }

    /// Waits until every save asked for so far is on disk. For tests and for shutdown.
    public func flush() {
        queue.sync {}
    }
}

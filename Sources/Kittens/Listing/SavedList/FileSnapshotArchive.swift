import Dispatch
import FoundationEssentials
import KittensSupport
import Logging

/// Keeps the snapshot in one JSON file, `last-list.json` in the cache folder.
///
/// The file is read as hostile input (see `BoundedFile`): a link, a named pipe, a folder or a
/// device in its place, or a file over `maxFileBytes`, is ignored with a warning and never
/// blocks; so is a file that is not a saved list. Unusable entries of a saved list are dropped
/// one by one, with a warning that counts them. Saves run in order on a private serial queue,
/// each replacing the file atomically (see `AtomicFile`), and keep at most the first
/// `SnapshotFileFormat.maximumImages` images.
///
/// `prefetch()` reads the file on that queue while the app starts, so that `restore()` at the
/// first frame need not: a thousand saved images cost about 100 million instructions to read
/// and check.
public final class FileSnapshotArchive: ListingSnapshotArchive, @unchecked Sendable {
    public static let fileName = "last-list.json"
    /// Larger files are not read, and never written: a thousand images take far less.
    public static let maxFileBytes = 8 * 1024 * 1024

    public let fileURL: URL
    private let logger: Logger
    private let queue = DispatchQueue(label: "kittens.snapshot-archive")
    /// What `prefetch()` read, until `restore()` takes it. Touched only on `queue`.
    private var prefetched: ListingSnapshot??

    public init(directory: URL = XDGDirectory.cache.url(), logger: Logger = Logger(label: "kittens.cache")) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// Starts reading the saved list on the archive's queue; the next `restore()` waits for it
    /// and returns it instead of reading again.
    public func prefetch() {
        queue.async { self.prefetched = .some(self.read()) }
    }

    public func restore() -> ListingSnapshot? {
        queue.sync {
            defer { prefetched = nil }
            return prefetched ?? read()
        }
    }

    private func read() -> ListingSnapshot? {
        let bytes: Data?
        do throws(FileRefusal) {
            bytes = try BoundedFile.readIfPresent(at: fileURL, limit: Self.maxFileBytes)
        } catch {
            logger.warning("Ignoring the saved list at \(fileURL.path): \(error)")
            return nil
        }
        guard let bytes else { return nil }
        let decoded: DecodedSnapshot
        do throws(SnapshotFileProblem) {
            decoded = try SnapshotFileFormat.decode(bytes)
        } catch {
            logger.warning("Ignoring the saved list at \(fileURL.path): \(error)")
            return nil
        }
        let dropped = decoded.droppedEntries
        if decoded.snapshot.images.isEmpty {
            if dropped > 0 { logger.warning("Ignoring the saved list at \(fileURL.path): none of its entries can be used (\(dropped) dropped)") }
            return nil
        }
        if dropped > 0 { logger.warning("Dropped \(dropped) unusable \(dropped == 1 ? "entry" : "entries") of the saved list at \(fileURL.path)") }
        return decoded.snapshot
    }

    public func save(_ snapshot: ListingSnapshot) {
        let fileURL = fileURL
        let logger = logger
        queue.async {
            do {
                try AtomicFile.write(try Self.bytes(of: snapshot), to: fileURL, removingStaleTemporaries: true)
            } catch {
                logger.warning("Could not save the list to \(fileURL.path): \(error)")
            }
        }
    }

    /// Waits until every save asked for so far is on disk. For tests and for shutdown.
    public func flush() {
        queue.sync {}
    }

    /// The file for `snapshot`, within `maxFileBytes`: should a thousand images not fit (their
    /// ids have no length limit), the list is halved until they do, asking next for a page that
    /// leaves no picture out (`ListingSnapshot.keepingFirst`).
    private static func bytes(of snapshot: ListingSnapshot) throws -> Data {
        var snapshot = snapshot.keepingFirst(SnapshotFileFormat.maximumImages)
        while true {
            let bytes = try SnapshotFileFormat.encode(snapshot)
            if bytes.count <= maxFileBytes || snapshot.images.isEmpty { return bytes }
            snapshot = snapshot.keepingFirst(snapshot.images.count / 2)
        }
    }
}

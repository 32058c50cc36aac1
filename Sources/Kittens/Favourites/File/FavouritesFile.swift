import FoundationEssentials
import Glibc
import KittensSupport
import Localization
import Logging

/// What the favourites file held when it was read.
public struct StoredFavourites: Equatable, Sendable {
    public var persisted: PersistedFavourites
    /// Why the file could not be used, in words; nil when it could (or there was none). While
    /// set, the file is left as it is: it is never overwritten by the store.
    public var problem: String?

    public init(persisted: PersistedFavourites = PersistedFavourites(), problem: String? = nil) {
        self.persisted = persisted
        self.problem = problem
    }

    /// The favourites of the account in use.
    public var favourites: [Favourite] { persisted.favourites }
}

/// Where the favourites store writes: `FavouritesFile`, or a test double.
public protocol FavouritesWriter: Sendable {
    func write(_ favourites: PersistedFavourites) throws(FileWriteFailure)
}

/// `favourites.json` in the config folder (favourites are the user's, not a cache): read as
/// hostile input (`BoundedFile`: no links, no pipes, at most `maxFileBytes`), written atomically
/// (`AtomicFile`, mode 0600), in `FavouritesFileFormat`.
public struct FavouritesFile: FavouritesWriter {
    public static let fileName = "favourites.json"
    /// Larger files are not read: the most the store's caps let it write
    /// (`FavouritesFileFormat.maximumBytes`), so every file it writes reads back.
    public static let maxFileBytes = FavouritesFileFormat.maximumBytes

    public let fileURL: URL
    private let logger: Logger

    public init(directory: URL = XDGDirectory.config.url(), logger: Logger = Logger(label: "kittens.favourites")) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// The favourites kept; none, with the problem in words, when the file cannot be used.
    public func read() -> StoredFavourites {
        let bytes: Data?
        do throws(FileRefusal) {
            bytes = try BoundedFile.readIfPresent(at: fileURL, limit: Self.maxFileBytes)
        } catch {
            return refuse(error.description)
        }
        guard let bytes else { return StoredFavourites() }
        do throws(FavouritesFileProblem) {
            let (persisted, dropped) = try FavouritesFileFormat.decode(bytes)
            if dropped > 0 {
                logger.warning("Dropped \(dropped) unusable \(dropped == 1 ? "entry" : "entries") of the favourites at \(fileURL.path)")
            }
            return StoredFavourites(persisted: persisted)
        } catch {
            return refuse(error.description)
        }
    }

    private func refuse(_ reason: String) -> StoredFavourites {
        let problem = localized(
            "The favourites file at {path} cannot be used: {reason}. It is left as it is; move it away to start a new one.",
            ["path": fileURL.path, "reason": reason])
        logger.warning("\(problem)")
        return StoredFavourites(problem: problem)
    }

    /// Replaces the file with `favourites`; more than `maxFileBytes` of it (which the caps do
    /// not allow) is refused.
    public func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {
        let bytes = FavouritesFileFormat.encode(favourites)
        guard bytes.count <= Self.maxFileBytes else { throw FileWriteFailure(step: .write, errno: EFBIG) }
        try AtomicFile.write(bytes, to: fileURL, removingStaleTemporaries: true)
    }
}

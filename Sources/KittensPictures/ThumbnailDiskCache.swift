import Dispatch
import FoundationEssentials
import Glibc
import KittensSupport
import Locking

/// Thumbnails kept on disk between runs, bounded in size: when the folder grows past
/// `maxBytes`, the least recently used files go first until it is back under 90 % of it.
///
/// The thumbnail loader stores decoded thumbnails here (their pixels at the size drawn,
/// `RawThumbnail`; PNGs before), only
/// after a successful decode, and removes a file that fails to decode, so that the picture is
/// fetched again. Files from before version 2 held the downloaded bytes; their old header
/// makes them misses.
///
/// A file is named by a hash of its URL, never by the URL itself, and starts with the URL it
/// holds, which is checked on reading: a hash collision or a stray file is a miss, not a wrong
/// picture. Thumbnails at a scale factor above 1 (HiDPI) are kept apart, under the URL
/// followed by ` @2x` (and so on) in both, and sizes other than the list's (the gallery's
/// squares) under a variant such as ` 160x160` after that. The first frame of an animation is marked by a line
/// `animated` after the URL, so that it is shown with its badge when read back (a PNG cannot say
/// it). Safe to use from any thread; writes and evictions run in order on a private queue.
///
/// The folder is ours, but what is in it is read as hostile all the same (`BoundedFile`): a
/// symbolic link is never followed, a named pipe or device never read, and a file over
/// `maxFileBytes` never read past that. Any of them is a miss, and is unlinked (in order with
/// stores), so that the folder does not keep a name that can never be a hit.
public final class ThumbnailDiskCache: Sendable {
    public static let defaultMaxBytes = 100 * 1024 * 1024
    /// Far above any thumbnail stored: at the largest scale one is 384 x 288 pixels, under
    /// 450 KB even as raw pixels.
    public static let defaultMaxFileBytes = 4 * 1024 * 1024
    private static let magic = Data("KITTENS-THUMBNAIL-2\n".utf8)
    private static let animatedMark = Data("animated\n".utf8)

    /// A thumbnail read back.
    public struct Saved: Sendable {
        /// The bytes stored.
        public let data: Data
        /// Whether they were stored as the first frame of an animation.
        public let isAnimated: Bool
    }

    public let directory: URL
    public let maxBytes: Int
    /// The largest file read back, its header included; a larger one is not stored either.
    public let maxFileBytes: Int
    private let queue = DispatchQueue(label: "kittens.thumbnail-disk-cache", qos: .utility)
    /// Bytes on disk, once counted.
    private let totalBytes = Locked<Int?>(nil)

    public init(directory: URL = XDGDirectory.cache.url().appendingPathComponent("thumbnails", isDirectory: true),
                maxBytes: Int = defaultMaxBytes, maxFileBytes: Int = defaultMaxFileBytes) {
        self.directory = directory
        self.maxBytes = maxBytes
        self.maxFileBytes = maxFileBytes
    }

    /// The file name for `url` at `scale` (and `variant`, a size other than the standard one,
    /// such as "160x160"): 32 hex digits of two independent 64-bit hashes.
    public static func fileName(for url: URL, scale: Int = 1, variant: String = "") -> String {
        let bytes = Array(identity(url, scale, variant).utf8)
        return hex(fnv1a(bytes, offset: 0xcbf2_9ce4_8422_2325)) + hex(fnv1a(bytes.reversed(), offset: 0x8422_2325_cbf2_9ce4))
    }

    /// What a file is for: the URL, the scale factor unless it is 1, and the variant unless empty.
    private static func identity(_ url: URL, _ scale: Int, _ variant: String) -> String {
        let scaled = scale == 1 ? url.absoluteString : "\(url.absoluteString) @\(scale)x"
        return variant.isEmpty ? scaled : "\(scaled) \(variant)"
    }

    /// The bytes saved for `url` at `scale`, or nil. A hit counts as a use for eviction.
    public func data(for url: URL, scale: Int = 1, variant: String = "") -> Data? {
        saved(for: url, scale: scale, variant: variant)?.data
    }

    /// What was saved for `url` at `scale`, or nil. A hit counts as a use for eviction.
    public func saved(for url: URL, scale: Int = 1, variant: String = "") -> Saved? {
        let file = directory.appendingPathComponent(Self.fileName(for: url, scale: scale, variant: variant))
        let contents: Data
        do throws(FileRefusal) {
            guard let read = try BoundedFile.readIfPresent(at: file, limit: maxFileBytes) else { return nil }
            contents = read
        } catch {
            discard(file)
            return nil
        }
        let header = Self.header(url, scale, variant)
        guard contents.starts(with: header) else { return nil }
        // Now, as the time of its last use; a link swapped in since the read is not followed.
        _ = utimensat(AT_FDCWD, file.path, nil, AT_SYMLINK_NOFOLLOW)
        let rest = contents.dropFirst(header.count)
        let isAnimated = rest.starts(with: Self.animatedMark)
        return Saved(data: isAnimated ? rest.dropFirst(Self.animatedMark.count) : rest, isAnimated: isAnimated)
    }

    private static func header(_ url: URL, _ scale: Int, _ variant: String) -> Data {
        magic + Data(identity(url, scale, variant).utf8) + Data("\n".utf8)
    }

    /// Saves `data` for `url` at `scale` in the background, marked as the first frame of an
    /// animation when `isAnimated`, then evicts if the folder is over budget.
    public func store(_ data: Data, isAnimated: Bool = false, for url: URL, scale: Int = 1, variant: String = "") {
        queue.async { [self] in
            let file = directory.appendingPathComponent(Self.fileName(for: url, scale: scale, variant: variant))
            let contents = Self.header(url, scale, variant) + (isAnimated ? Self.animatedMark : Data()) + data
            guard contents.count <= maxFileBytes else { return }
            let previous = RegularFiles.size(atPath: file.path) ?? 0
            guard (try? AtomicFile.write(contents, to: file)) != nil else { return }
            let total = totalBytes.withLock { total -> Int in
                let updated = total.map { $0 - previous + contents.count } ?? countBytes()
                total = updated
                return updated
            }
            if total > maxBytes { evict() }
        }
    }

    /// Deletes the file saved for `url` at `scale`, in the background, in order with stores.
    public func remove(for url: URL, scale: Int = 1, variant: String = "") {
        queue.async { [self] in
            let file = directory.appendingPathComponent(Self.fileName(for: url, scale: scale, variant: variant))
            let size = RegularFiles.size(atPath: file.path) ?? 0
            guard (try? FileManager.default.removeItem(at: file)) != nil else { return }
            totalBytes.withLock { total in total = total.map { $0 - size } }
        }
    }

    /// Unlinks what is at `file` (never a folder's contents), in order with stores.
    private func discard(_ file: URL) {
        queue.async { [self] in
            let size = RegularFiles.size(atPath: file.path) ?? 0
            guard unlink(file.path) == 0 else { return }
            totalBytes.withLock { total in total = total.map { $0 - size } }
        }
    }

    /// Waits until every store and removal asked for so far is done. For tests and shutdown.
    public func flush() { queue.sync {} }

    private func countBytes() -> Int {
        files().reduce(0) { $0 + $1.size }
    }

    private func evict() {
        let target = maxBytes / 10 * 9
        var entries = files().sorted { $0.used < $1.used }
        var total = entries.reduce(0) { $0 + $1.size }
        while total > target, !entries.isEmpty {
            let oldest = entries.removeFirst()
            if (try? FileManager.default.removeItem(at: oldest.url)) != nil { total -= oldest.size }
        }
        totalBytes.withLock { $0 = total }
    }

    private func files() -> [(url: URL, size: Int, used: Date)] {
        RegularFiles.entries(in: directory).map { ($0.url, $0.size, $0.modified) }
    }

    private static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes, offset: UInt64) -> UInt64 {
        bytes.reduce(offset) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

import FoundationEssentials
import KittensSupport
import VersionedJSON

/// `breeds.json` in the cache folder (`$XDG_CACHE_HOME/kittens`): the list of breeds in
/// TheCatAPI's own shape, with the time it came. Read as hostile input (`BoundedFile`, at most
/// `maxFileBytes`; the breeds through `BreedParser`'s checks again), written atomically
/// (`AtomicFile`, mode 0600). A file that cannot be used counts as none: the list is asked again.
///
/// The file names the API base it came from (`TheCatAPIBase.server`, never a key): a list of
/// another base, or of a file that names none, is none too, so a server's breeds are never
/// offered while the app talks to another; the list asked again then replaces the file.
public struct BreedsFile: BreedCache {
    public static let fileName = "breeds.json"
    /// The parser's cap on an answer, and room for the wrapper.
    public static let maxFileBytes = BreedParser.maxBodyBytes + 4096
    /// 2: the file names its base.
    static let version = 2
    static let file = VersionedJSONFile(name: "org.kittensforlinux.Kittens.Breeds", version: version)

    public let fileURL: URL
    /// The base whose list this file keeps, as `TheCatAPIBase.server`.
    public let base: String

    /// The file of `base`'s list in `directory`.
    public init(base: TheCatAPIBase, directory: URL = XDGDirectory.cache.url()) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.base = base.server
    }

    public func read() -> CachedBreeds? {
        guard let bytes = try? BoundedFile.read(at: fileURL, limit: Self.maxFileBytes),
              (try? Self.file.check(bytes)) != nil,
              let file = try? JSONDecoder().decode(Contents.self, from: bytes), file.base == base, file.saved.isFinite,
              !file.breeds.list.breeds.isEmpty
        else { return nil }
        return CachedBreeds(breeds: file.breeds.list.breeds, savedAt: Date(timeIntervalSince1970: file.saved))
    }

    public func write(_ cached: CachedBreeds) throws(FileWriteFailure) {
        let contents = EncodedContents(
            format: Self.file.name, version: Self.version, base: base, saved: cached.savedAt.timeIntervalSince1970,
            breeds: cached.breeds.map(EncodedBreed.init))
        // Strings, numbers and URLs only: encoding cannot fail.
        let data = (try? JSONEncoder().encode(contents)) ?? Data()
        try AtomicFile.write(data, to: fileURL, removingStaleTemporaries: true)
    }

    private struct Contents: Decodable {
        var base: String
        var saved: Double
        var breeds: BreedArray
    }

    private struct EncodedContents: Encodable {
        var format: String
        var version: Int
        var base: String
        var saved: Double
        var breeds: [EncodedBreed]
    }
}

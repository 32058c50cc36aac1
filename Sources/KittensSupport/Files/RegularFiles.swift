import FoundationEssentials
import Glibc

/// Sizes and modification times of regular files, read with `lstat`/`fstatat`, which
/// FoundationEssentials has no resource-value API for. Links are not followed.
public enum RegularFiles {
    /// A regular file in a folder.
    public struct Entry: Sendable {
        public let url: URL
        public let size: Int
        public let modified: Date
    }

    /// The size of the regular file at `path`, or nil when there is none.
    public static func size(atPath path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// The regular files directly in `directory`; empty when it cannot be read.
    public static func entries(in directory: URL) -> [Entry] {
        guard let folder = opendir(directory.path) else { return [] }
        defer { closedir(folder) }
        let folderDescriptor = dirfd(folder)
        var entries: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            guard fstatat(folderDescriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
                  status.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
            entries.append(Entry(url: directory.appendingPathComponent(name), size: Int(status.st_size), modified: modified))
        }
        return entries
    }
}

import Glibc
import FoundationEssentials

/// Reads a file the app did not write in this run (the saved list, a key file, a recording)
/// as hostile input: never through a symbolic link, never from anything but a regular file, and
/// never more than `limit` bytes.
///
/// The file is opened with `O_NOFOLLOW | O_NONBLOCK`, so a link is refused and a named pipe in
/// its place cannot block the caller; its kind and size are checked on the open descriptor, so
/// nothing can be swapped in between the check and the read; and at most `limit + 1` bytes are
/// read, so a file that grows meanwhile (or lies about its size) is still refused.
public enum BoundedFile {
    /// The contents of the regular file at `url`, at most `limit` bytes.
    public static func read(at url: URL, limit: Int) throws(FileRefusal) -> Data {
        try read(atPath: url.path, limit: limit)
    }

    /// The contents of the regular file at `url`, at most `limit` bytes; nil when there is no
    /// file there, which for a file the app keeps means "nothing kept yet", not a problem.
    public static func readIfPresent(at url: URL, limit: Int) throws(FileRefusal) -> Data? {
        do throws(FileRefusal) {
            return try read(atPath: url.path, limit: limit)
        } catch .missing {
            return nil
        }
    }

    /// The contents of the regular file at `path`, at most `limit` bytes.
    public static func read(atPath path: String, limit: Int) throws(FileRefusal) -> Data {
        let limit = max(0, limit)
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(FileKind(mode: status.st_mode)) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(limit: limit) }
        return try readAll(descriptor, expected: Int(status.st_size), limit: limit)
    }

    private static func open(_ path: String) throws(FileRefusal) -> Int32 {
        while true {
            let descriptor = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { return descriptor }
            switch errno {
            case EINTR: continue
            case ENOENT: throw .missing
            case ELOOP: throw .symbolicLink
            case let code: throw .unreadable(errno: code)
            }
        }
    }

    /// Reads until the end of the file, refusing it once more than `limit` bytes have come.
    /// `expected` is the size the file had when it was opened; it may have changed since.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) throws(FileRefusal) -> Data {
        let ceiling = limit < Int.max ? limit + 1 : limit
        var capacity = min(max(expected, 0), ceiling - 1) + 1
        var bytes = Data(count: capacity)
        var count = 0
        while true {
            if count == capacity {
                guard capacity < ceiling else { break }
                capacity = capacity <= ceiling - capacity ? capacity * 2 : ceiling
                bytes.count = capacity
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(descriptor, $0 + count, capacity - count) } ?? 0
            }
            if received > 0 {
                count += received
            } else if received == 0 {
                break
            } else if errno != EINTR {
                throw .unreadable(errno: errno)
            }
        }
        guard count <= limit else { throw .tooLarge(limit: limit) }
        bytes.count = count
        return bytes
    }
}

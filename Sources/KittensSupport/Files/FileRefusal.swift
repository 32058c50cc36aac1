import Glibc
import Localization

/// Why `BoundedFile` did not read a file. `description` completes a sentence about the file,
/// as in "Ignoring /path/file: it is a symbolic link, which is never followed", in the user's
/// language (it reaches the user through the command line's messages).
public enum FileRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing
    /// The path names a symbolic link. Links are never followed, so that nobody can point the
    /// app at a file it should not read (or at a device that never ends).
    case symbolicLink
    /// Something other than a regular file is at the path.
    case notRegularFile(FileKind)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// The system refused to open or read the file, with this `errno`.
    case unreadable(errno: Int32)

    public var description: String {
        switch self {
        case .missing: localized("it does not exist")
        case .symbolicLink: localized("it is a symbolic link, which is never followed")
        case .notRegularFile(let kind): localized("it is {kind}, not a regular file", ["kind": kind.description])
        case .tooLarge(let limit): localizedPlural("it is larger than {count} byte", "it is larger than {count} bytes", count: limit)
        case .unreadable(let code): localized("it cannot be read ({reason})", ["reason": String(cString: strerror(code))])
        }
    }
}

/// What is at a path when it is not a regular file.
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case directory
    case namedPipe
    case characterDevice
    case blockDevice
    case socket
    case unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .namedPipe
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .unknown
        }
    }

    public var description: String {
        switch self {
        case .directory: localized("a folder")
        case .namedPipe: localized("a named pipe (FIFO)")
        case .characterDevice: localized("a character device")
        case .blockDevice: localized("a block device")
        case .socket: localized("a socket")
        case .unknown: localized("a special file")
        }
    }
}

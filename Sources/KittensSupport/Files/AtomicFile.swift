import Glibc
import Localization
import FoundationEssentials

/// Writes a file so that readers, and the next run after a crash or a power cut, see either the
/// old contents or the new, never half of them.
///
/// The bytes go to a temporary file in the same folder (so the rename cannot cross file
/// systems), created new with mode 0600 (or, for a document the user saves, 0666 less the umask)
/// and never through a link; it is flushed to disk, renamed
/// over the target (which replaces whatever was there, a link or a named pipe included, without
/// touching what a link pointed to), and then the folder is flushed so that the rename lasts.
/// A missing folder is created with mode 0700, as the XDG Base Directory specification asks.
public enum AtomicFile {
    /// Who may read the file written.
    public enum Access: Sendable {
        /// Only the user: mode 0600, whatever the umask. The app's own files.
        case owner
        /// As any new document: mode 0666 less the umask. A picture the user saves.
        case document
    }

    /// Replaces the file at `url` with `data`.
    ///
    /// With `removingStaleTemporaries`, temporary files of this same target left behind by an
    /// earlier run that crashed mid-write are deleted first. Only names of the form this type
    /// gives its temporary files are touched (`.<name>.<16 hex digits>.tmp`), so callers that
    /// write one target from one serial queue may ask for it on every write.
    public static func write(
        _ data: Data, to url: URL, access: Access = .owner, removingStaleTemporaries: Bool = false
    ) throws(FileWriteFailure) {
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        try createFolder(folder)
        let folderDescriptor = try retrying(.openFolder) { open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { close(folderDescriptor) }
        if removingStaleTemporaries { removeTemporaries(of: name, in: folderDescriptor) }

        let temporary = temporaryName(for: name)
        let file = try retrying(.createTemporary) {
            openat(folderDescriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, access == .owner ? 0o600 : 0o666)
        }
        do throws(FileWriteFailure) {
            defer { close(file) }
            if access == .owner { try retrying(.createTemporary) { fchmod(file, 0o600) } }
            try writeAll(data, to: file)
            try retrying(.flushFile) { fsync(file) }
        } catch {
            unlinkat(folderDescriptor, temporary, 0)
            throw error
        }
        guard renameat(folderDescriptor, temporary, folderDescriptor, name) == 0 else {
            let failure = FileWriteFailure(step: .rename, errno: errno)
            unlinkat(folderDescriptor, temporary, 0)
            throw failure
        }
        try retrying(.flushFolder) { fsync(folderDescriptor) }
    }

    /// Whether `fileName` is one of the temporary files `write` makes for a target named `target`.
    public static func isTemporary(_ fileName: String, of target: String) -> Bool {
        let prefix = ".\(target)."
        let suffix = ".tmp"
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix) else { return false }
        let middle = fileName.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
        return middle.count == 16 && middle.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    private static func temporaryName(for target: String) -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return ".\(target).\(String(repeating: "0", count: 16 - digits.count))\(digits).tmp"
    }

    /// Creates `path` and any missing folders above it, each with mode 0700.
    private static func createFolder(_ path: String) throws(FileWriteFailure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            guard mkdir(prefix, 0o700) != 0 else { continue }
            let code = errno
            guard code == EEXIST else { throw FileWriteFailure(step: .createFolder, errno: code) }
        }
    }

    private static func removeTemporaries(of target: String, in folderDescriptor: Int32) {
        let listing = dup(folderDescriptor)
        guard listing >= 0, let directory = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return
        }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isTemporary(name, of: target) { stale.append(name) }
        }
        for name in stale { unlinkat(folderDescriptor, name, 0) }
    }

    private static func writeAll(_ data: Data, to file: Int32) throws(FileWriteFailure) {
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(file, $0 + written, buffer.count - written) } ?? 0
            }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                throw FileWriteFailure(step: .write, errno: count < 0 ? errno : EIO)
            }
        }
    }

    /// Runs `call` until it is not interrupted; a result below zero is a failure at `step`.
    @discardableResult
    private static func retrying(_ step: FileWriteFailure.Step, _ call: () -> Int32) throws(FileWriteFailure) -> Int32 {
        while true {
            let result = call()
            if result >= 0 { return result }
            let code = errno
            guard code == EINTR else { throw FileWriteFailure(step: step, errno: code) }
        }
    }
}

/// Why `AtomicFile` could not write a file: the step that failed and the system's reason.
public struct FileWriteFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Step: Sendable {
        case createFolder
        case openFolder
        case createTemporary
        case write
        case flushFile
        case rename
        case flushFolder
    }

    public let step: Step
    public let errno: Int32

    public init(step: Step, errno: Int32) {
        self.step = step
        self.errno = errno
    }

    /// What failed, in the user's language: "could not move it into place (No space left on device)".
    public var description: String {
        let reason = String(cString: strerror(errno))
        return switch step {
        case .createFolder: localized("could not create its folder ({reason})", ["reason": reason])
        case .openFolder: localized("could not open its folder ({reason})", ["reason": reason])
        case .createTemporary: localized("could not create a temporary file beside it ({reason})", ["reason": reason])
        case .write: localized("could not write it ({reason})", ["reason": reason])
        case .flushFile: localized("could not flush it to disk ({reason})", ["reason": reason])
        case .rename: localized("could not move it into place ({reason})", ["reason": reason])
        case .flushFolder: localized("could not flush its folder to disk ({reason})", ["reason": reason])
        }
    }
}

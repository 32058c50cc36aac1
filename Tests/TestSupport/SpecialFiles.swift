import Foundation
import Glibc
import XCTest

/// Files that are not regular files, made in a test's own folder.
public enum SpecialFiles {
    public static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    public static func makeNamedPipe(at url: URL) throws {
        guard mkfifo(url.path, 0o600) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    public static func makeLink(at url: URL, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// Runs `body` on another thread and returns its result, or fails the test if it has not
    /// returned within 5 s. A body stuck opening or reading the named pipe `pipe` is then
    /// released by opening and closing the pipe's writing end, so the test fails instead of hanging.
    public static func withoutBlocking<Value: Sendable>(
        on pipe: URL, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable () -> Value
    ) -> Value? {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<Value>()
        Thread.detachNewThread {
            result.value = body()
            done.signal()
        }
        if done.wait(timeout: .now() + 5) == .success { return result.value }
        XCTFail("blocked on the named pipe \(pipe.path)", file: file, line: line)
        let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        done.wait()
        return nil
    }
}

private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    var value: Value?
}

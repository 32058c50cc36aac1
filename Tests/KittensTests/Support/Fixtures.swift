import Foundation
import XCTest

/// The files under `data/fixtures/` at the root of the repository.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("data/fixtures")

    /// Read through `FileHandle`: `Data(contentsOf:)` leaks 4 KiB on an empty file
    /// (FoundationEssentials, Swift 6.3), which LeakSanitizer reports.
    static func data(_ name: String) throws -> Data {
        let handle = try FileHandle(forReadingFrom: directory.appendingPathComponent(name))
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}

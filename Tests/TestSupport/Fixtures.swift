import Foundation

/// The files under `data/fixtures/` at the root of the repository.
public enum Fixtures {
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("data/fixtures")

    /// The bytes of the fixture at `name`, a path below `data/fixtures/`. Read through
    /// `FileHandle`: `Data(contentsOf:)` leaks 4 KiB on an empty file (FoundationEssentials,
    /// Swift 6.3), which LeakSanitizer reports.
    public static func data(_ name: String) throws -> Data {
        let handle = try FileHandle(forReadingFrom: directory.appendingPathComponent(name))
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}

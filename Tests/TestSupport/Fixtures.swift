import Foundation

/// The files under `data/fixtures/` at the root of the repository.
public enum Fixtures {
    /// The root of the repository (where `Package.swift` is).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    public static let directory = repositoryRoot.appendingPathComponent("data/fixtures")

    /// The bytes of the fixture at `name`, a path below `data/fixtures/`; throws, naming the path,
    /// when there is no such file, so that a renamed fixture fails its test instead of reading as
    /// no bytes. Read through `FileHandle`: `Data(contentsOf:)` leaks 4 KiB on an empty file
    /// (FoundationEssentials, Swift 6.3), which LeakSanitizer reports.
    public static func data(_ name: String) throws -> Data {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw TestEnvironmentError(description: "no fixture at \(url.path)")
        }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }

    /// The bytes of `data/fixtures/thumbnails/<name>`.
    public static func thumbnail(_ name: String) throws -> Data {
        try data("thumbnails/\(name)")
    }
}

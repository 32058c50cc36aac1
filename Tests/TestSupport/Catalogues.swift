import Foundation

/// Compiles data/po/<language>.po of each of `languages` with msgfmt (package gettext) into
/// `locale`/<language>/LC_MESSAGES/kittens.mo, the layout the app reads from KITTENS_LOCALE_DIR
/// and meson installs.
public func compileCatalogues(_ languages: [String], into locale: URL) throws {
    for language in languages {
        let folder = locale.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        msgfmt.arguments = [
            "msgfmt", "--check", "--output-file", folder.appendingPathComponent("kittens.mo").path,
            Fixtures.repositoryRoot.appendingPathComponent("data/po/\(language).po").path,
        ]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        guard msgfmt.terminationStatus == 0 else {
            throw TestEnvironmentError(description: "msgfmt could not compile data/po/\(language).po (package gettext)")
        }
    }
}

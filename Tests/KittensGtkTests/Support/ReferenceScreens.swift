import CAdw
import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import LoopbackHTTP
import TestSupport
import XCTest

/// What every reference screen shares: a fixed window size, light and dark, the same rows with
/// the same thumbnails, and no blinking caret.
@MainActor
enum ReferenceScreens {
    /// Most screens' window size: small references keep the repository small.
    static let size = WindowSize(width: 640, height: 480, maximized: false)
    /// The narrowest window, a phone's: the header bar's title gives way, the switcher is at the bottom.
    static let narrow = WindowSize(width: WindowSize.minimumWidth, height: 640, maximized: false)
    /// A wide window: the switcher in the header bar, the breed card beside the picture.
    static let wide = WindowSize(width: 1280, height: 800, maximized: false)

    /// libadwaita's two styles, each forced in turn.
    enum Scheme: String, CaseIterable {
        case light, dark

        var adwaita: AdwColorScheme { self == .light ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK }
    }

    /// The pictures of the list, at TheCatAPI-like addresses (the rows show them), each with the
    /// fixture its thumbnail is made from.
    nonisolated static let pictures: [(id: String, fixture: String)] = [
        ("0XYvRd7oD", "kitten-640x480.png"),
        ("a9m", "kitten-320x240.png"),
        ("MTY3ODIyMQ", "kitten-320x240.jpg"),
        ("bpc", "kitten-4x3.png"),
        ("d55", "kitten-8x6.gif"),
    ]

    /// The rows of `rows` with the breeds the gallery shows over two of them.
    nonisolated static var galleryRows: [PictureRow] {
        rows.enumerated().map { index, row in
            PictureRow(id: row.id, url: row.url, breedName: [1: "Bengal", 3: "Maine Coon"][index])
        }
    }

    nonisolated static var rows: [PictureRow] {
        pictures.compactMap { picture in
            URL(string: "https://cdn2.thecatapi.com/images/\(picture.id).jpg").map { PictureRow(id: picture.id, url: $0) }
        }
    }

    /// A thumbnail loader whose disk cache in `folder` already holds every row's thumbnail, in
    /// the list's size and the gallery's, made from its fixture: the thumbnails show without any download, the same each run.
    static func thumbnails(cachedIn folder: URL) throws -> ThumbnailLoader {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 24)
        let gallery = "\(GalleryCellWidgets.side)x\(GalleryCellWidgets.side)"
        for (row, picture) in zip(rows, pictures) {
            cache.store(try Fixtures.thumbnail(picture.fixture), for: row.url)
            cache.store(try Fixtures.thumbnail(picture.fixture), for: row.url, variant: gallery)
        }
        cache.flush()
        var configuration = ThumbnailLoader.Configuration()
        configuration.diskCache = cache
        return ThumbnailLoader(configuration: configuration)
    }

    /// Turns off the caret's blinking (a focused entry would otherwise be drawn with or without
    /// it), until `restore()`.
    static func prepare() {
        guard let settings = gtk_settings_get_default() else { return }
        kittens_set_boolean_property(UnsafeMutableRawPointer(settings), "gtk-cursor-blink", 0)
    }

    /// Follows the system's style again and lets the caret blink, for the other tests.
    static func restore() {
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_DEFAULT)
        guard let settings = gtk_settings_get_default() else { return }
        kittens_set_boolean_property(UnsafeMutableRawPointer(settings), "gtk-cursor-blink", 1)
    }

    /// Shows `window` in each scheme and checks it against `<screen>-<scheme>` in `data/references`.
    static func assertMatches(
        _ window: UnsafeMutablePointer<GtkWindow>, popover: UnsafeMutablePointer<GtkWidget>? = nil, screen: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for scheme in Scheme.allCases {
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme.adwaita)
            let dark = scheme == .dark
            XCTAssertTrue(MainContext.wait(until: { (adw_style_manager_get_dark(adw_style_manager_get_default()) != 0) == dark }),
                          "\(scheme) style", file: file, line: line)
            // The style change restyles the widgets in the next frame; the one after is drawn with it.
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window)), file: file, line: line)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window)), file: file, line: line)
            ReferenceImages.assertMatches(window, popover: popover, name: "\(screen)-\(scheme.rawValue)", file: file, line: line)
        }
    }
}

extension ReferenceScreens {
    /// Copies the references of `screen` to `data/screenshots/<name>-<light|dark>.png`, the
    /// README's pictures, so that writing the references writes those too.
    static func copyToReadme(screen: String, as name: String, file: StaticString = #filePath, line: UInt = #line) {
        let screenshots = Fixtures.repositoryRoot.appendingPathComponent("data/screenshots", isDirectory: true)
        for scheme in Scheme.allCases {
            let target = screenshots.appendingPathComponent("\(name)-\(scheme.rawValue).png")
            try? FileManager.default.removeItem(at: target)
            XCTAssertNoThrow(
                try FileManager.default.copyItem(at: ReferenceImages.url("\(screen)-\(scheme.rawValue)"), to: target), file: file, line: line)
        }
    }
}

/// Fixture pictures served on 127.0.0.1, for the viewer, which downloads its picture.
final class FixturePictureServer: Sendable {
    let server: LoopbackHTTPServer

    init() throws {
        let files = try Dictionary(uniqueKeysWithValues: servedFixtures.map { ($0, try Fixtures.thumbnail($0)) })
        server = try LoopbackHTTPServer { request in
            guard let bytes = files[String(request.path.dropFirst())] else { return .status(404) }
            return LoopbackResponse(headers: [("Content-Type", "image/png")], body: bytes)
        }
    }

    func url(_ fixture: String) -> URL { server.url("/\(fixture)") }

    func stop() { server.stop() }
}

/// The fixtures `FixturePictureServer` serves.
private let servedFixtures = ["kitten-640x480.png", "kitten-320x240.png"]

import CGtk
import Foundation
import XCTest

/// Reference pictures of the app's screens, `data/references/<name>.png`, that a window must
/// still look like (see `ImageComparison` for how alike).
///
/// On a mismatch the test fails and `<name>.actual.png` (what was rendered) and
/// `<name>.diff.png` (differing pixels in magenta) are written beside the reference; both are
/// git-ignored. With `KITTENS_UPDATE_REFERENCES=1` the rendered picture becomes the reference
/// instead, and the test passes.
@MainActor
public enum ReferenceImages {
    public static let directory = Fixtures.repositoryRoot.appendingPathComponent("data/references", isDirectory: true)

    /// Whether this run writes the references rather than checking them.
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["KITTENS_UPDATE_REFERENCES"] == "1" }

    public static func url(_ name: String, suffix: String = "") -> URL {
        directory.appendingPathComponent("\(name)\(suffix).png")
    }

    /// Checks what `window` shows now (with `popover` open over it) against reference `name`,
    /// or writes it as the reference.
    public static func assertMatches(
        _ window: UnsafeMutablePointer<GtkWindow>, popover: UnsafeMutablePointer<GtkWidget>? = nil, name: String,
        comparison: ImageComparison = ImageComparison(), file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual = Screenshot.image(of: window, popover: popover) else {
            return XCTFail("\(name): the window rendered nothing", file: file, line: line)
        }
        assertMatches(actual, name: name, comparison: comparison, file: file, line: line)
    }

    /// Checks `actual` against reference `name`, or writes it as the reference.
    public static func assertMatches(
        _ actual: PixelImage, name: String, comparison: ImageComparison = ImageComparison(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let reference = url(name), actualURL = url(name, suffix: ".actual"), diffURL = url(name, suffix: ".diff")
        try? FileManager.default.removeItem(at: actualURL)
        try? FileManager.default.removeItem(at: diffURL)
        if isUpdating {
            XCTAssertTrue(actual.savePNG(to: reference), "\(name): could not write \(reference.path)", file: file, line: line)
            return
        }
        guard let expected = PixelImage(contentsOf: reference) else {
            actual.savePNG(to: actualURL)
            return XCTFail(
                "\(name): no reference at \(reference.path); rendered \(actualURL.path). Run with KITTENS_UPDATE_REFERENCES=1 to write it.",
                file: file, line: line)
        }
        let result = comparison.compare(actual, with: expected)
        guard !result.matches else { return }
        actual.savePNG(to: actualURL)
        result.diff?.savePNG(to: diffURL)
        XCTFail(
            "\(name) (\(actual.width)×\(actual.height)) looks unlike its reference (\(expected.width)×\(expected.height)): "
                + "\(result.summary); see \(actualURL.path) and \(diffURL.path)",
            file: file, line: line)
    }
}

import CAdw
import CGtk
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// Text from outside shows as typed in the libadwaita widgets that parse Pango markup: an `&`
/// or a `<b>` in a file name or a server's answer is neither an empty label nor a GTK warning.
final class MarkupTextTests: XCTestCase {
    private static let hostile = "Tom & Jerry <b>bold</b> 'it's' \"quoted\".jpg"

    func testAToastShowsAFileNameWithAmpersandAndTagsAsTyped() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.view.performViewer(.showNotice(.saved(fileName: Self.hostile)))
            let overlay = harness.view.toasts.overlay
            let shown = "Saved as \(Self.hostile)"
            XCTAssertTrue(
                MainContext.wait(until: { WidgetTree.labels(in: overlay).contains { $0.contains("Tom") } }),
                "a toast label appears: \(WidgetTree.labels(in: overlay))")
            XCTAssertTrue(WidgetTree.labels(in: overlay).contains(shown), "\(WidgetTree.labels(in: overlay))")
            XCTAssertEqual(harness.view.toasts.lastText, shown)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAStatusPageHintWithAmpersandAndTagsShowsAsTyped() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(placeholder: .failed(title: "A & <i>B</i>", hint: Self.hostile)))
            let labels = WidgetTree.labels(in: harness.view.content.parts[.emptyPage])
            XCTAssertTrue(labels.contains("A & <i>B</i>"), "\(labels)")
            XCTAssertTrue(labels.contains(Self.hostile), "\(labels)")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}

import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// F1 and the primary menu's Help open the manual: `win.help` hands the window's `help` URI to
/// the desktop (here to a recorder, so that no help viewer starts).
final class HelpActionTests: XCTestCase {
    func testPressingF1OpensTheInstalledManual() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(3)))
            var opened: [String] = []
            harness.view.openHelpURI = { opened.append($0) }
            KeyboardMenuTests.giveKeyboard(to: harness)

            Keyboard.press("F1")
            XCTAssertTrue(MainContext.wait(until: { !opened.isEmpty }), "F1 opened the help")
            XCTAssertEqual(opened, ["help:org.kittensforlinux.Kittens"])
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheMenusHelpOpensTheManualTheWindowWasGiven() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let application = try GtkTestEnvironment.start()
            var opened: [String] = []
            harness.view.openHelpURI = { opened.append($0) }
            harness.view.help = .folder("/home/someone/kittens/data/help/C")
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.help"), ["F1"])
            let item = try XCTUnwrap(harness.view.header.menu.items.first { $0.action == "win.help" }, "the menu has Help")
            XCTAssertEqual(item.label, "_Help")

            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, item.action, nil), 1)
            XCTAssertEqual(opened, ["ghelp:/home/someone/kittens/data/help/C"])
        }
    }
}

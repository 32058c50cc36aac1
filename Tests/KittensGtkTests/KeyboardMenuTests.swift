import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The menus without a mouse: F10 opens the primary menu, the Menu key and Shift+F10 open the
/// selected row's menu, and the arrow keys and Enter pick an entry (the first has the focus as a menu opens).
final class KeyboardMenuTests: XCTestCase {
    func testF10OpensThePrimaryMenuAndEnterOnItsFirstEntryOpensPreferences() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(3)))
            var preferences = 0
            harness.view.onOpenPreferences = { preferences += 1 }
            Self.giveKeyboard(to: harness)
            let button = kittens_menu_button(harness.view.header.menu.button)

            Keyboard.press("F10")
            XCTAssertTrue(MainContext.wait(until: { Self.isOpen(button) }), "F10 opened the primary menu")
            // The first entry has the focus as the menu opens.
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { preferences == 1 }), "Enter on Preferences asked for Preferences")
            XCTAssertTrue(MainContext.wait(until: { !Self.isOpen(button) }), "the menu closed")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheMenuKeyAndShiftF10OpenTheSelectedRowsMenuAndEnterSavesThatRowsPicture() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(5)
            harness.render(ListingModel(rows: rows))
            Self.giveKeyboard(to: harness)
            let list = harness.view.list
            list.select(2)
            gtk_widget_grab_focus(list.listView)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))

            Keyboard.press("Menu")
            XCTAssertTrue(MainContext.wait(until: { list.isContextMenuOpen }), "the Menu key opened the row menu")
            Keyboard.press("Escape")
            XCTAssertTrue(MainContext.wait(until: { !list.isContextMenuOpen }), "Escape closed it")
            XCTAssertEqual(harness.view.list.selectedRow, rows[2], "the selection stays")

            harness.clearEvents()
            Keyboard.press("shift+F10")
            XCTAssertTrue(MainContext.wait(until: { list.isContextMenuOpen }), "Shift+F10 opened the row menu")
            Keyboard.press("Down")
            Keyboard.press("Up")
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { harness.viewerEvents.contains(.savePicture(id: rows[2].id)) }),
                          "Save Image As… of the selected row: \(harness.viewerEvents)")
            XCTAssertTrue(MainContext.wait(until: { !list.isContextMenuOpen }), "the menu closed")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheKeyboardShortcutsWindowListsTheRowMenuKeys() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let shortcuts = harness.view.keys.groups.flatMap(\.shortcuts)
            XCTAssertTrue(shortcuts.contains { $0.accelerators == ["Menu", "<Shift>F10"] }, "\(shortcuts)")
        }
    }

    func testTheRowMenuKeyDoesNothingWithoutASelectedRow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            XCTAssertFalse(harness.view.list.showContextMenuForSelectedRow())
            XCTAssertFalse(harness.view.list.isContextMenuOpen)
        }
    }

    /// Xvfb runs no window manager: the window sits at the screen's origin, and X gives the
    /// keyboard to the window the pointer enters (here over `list`, by default the listing's).
    @MainActor static func giveKeyboard(
        to harness: WindowHarness, over list: UnsafeMutablePointer<GtkWidget>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        var x = 0.0, y = 0.0
        XCTAssertEqual(gtk_widget_translate_coordinates(list ?? harness.view.list.listView, harness.widget, 40, 40, &x, &y), 1)
        Pointer.move(toX: 1270, y: 1010)
        Pointer.move(toX: Int(x), y: Int(y))
        XCTAssertTrue(MainContext.wait(until: { gtk_window_is_active(harness.view.window) != 0 }), "the window has the keyboard",
                      file: file, line: line)
    }

    @MainActor private static func isOpen(_ button: OpaquePointer) -> Bool {
        guard let popover = gtk_menu_button_get_popover(button) else { return false }
        return gtk_widget_get_visible(kittens_widget(popover)) != 0
    }
}

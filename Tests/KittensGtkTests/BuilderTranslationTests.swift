import CAdw
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
import Localization
import TestSupport
import XCTest

/// The strings of the widget trees read from data/ui (GtkBuilder files) are shown in the user's
/// language, from the same `kittens` catalogue as the strings set from Swift.
final class BuilderTranslationTests: XCTestCase {
    func testUnderLanguageDeTheBuilderStringsOfTheWindowsAreGerman() throws {
        try underLanguage("de") {
            try MainActor.assumeIsolated {
                let harness = try WindowHarness()
                defer { harness.close() }
                let view = harness.view
                XCTAssertEqual(text(gtk_button_get_label(kittens_button(view.banner.parts[.button]))), "Erneut versuchen")
                XCTAssertEqual(text(gtk_widget_get_tooltip_text(view.header.refreshButton)), "Aktualisieren (F5)")
                XCTAssertEqual(view.header.menu.items.first?.label, "_Einstellungen")
                XCTAssertEqual(text(gtk_widget_get_tooltip_text(view.header.filters.parts[.filterButton])), "Filter (Strg+F)")
                XCTAssertEqual(text(adw_status_page_get_title(kittens_adw_status_page(view.content.parts[.loadingPage]))), "Kätzchen werden geladen …")
                XCTAssertEqual(text(adw_status_page_get_title(kittens_adw_status_page(view.favouritesPage.emptyPage))), "Noch keine Favoriten")
                XCTAssertEqual(text(gtk_widget_get_tooltip_text(view.viewer.viewer.parts[.backButton])), "Zurück zur Liste (Esc)")
                let preferences = PreferencesWindow(parent: view.window)
                XCTAssertEqual(text(gtk_window_get_title(preferences.window)), "Einstellungen")
                XCTAssertEqual(text(gtk_button_get_label(kittens_button(preferences.parts[.saveButton]))), "_Speichern")
                let inspectorScreen = StoreInspectorScreen(inspector: StoreInspector(travels: [], kinds: kittensSessionKinds), parent: view.window)
                let inspector = inspectorScreen.window
                XCTAssertEqual(text(gtk_button_get_label(kittens_button(inspector.parts[.forwardButton]))), "_Vorwärts")
                XCTAssertEqual(text(gtk_window_get_title(inspector.window)), "Store-Inspektor")
            }
        }
    }
}

private func text(_ string: UnsafePointer<CChar>?) -> String? { string.map { String(cString: $0) } }

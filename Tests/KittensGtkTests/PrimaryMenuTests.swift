import CGLib
import CAdw
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The primary menu in the header bar and what its entries do: Preferences and the Store
/// Inspector reach the application's hooks, About shows the version (Keyboard Shortcuts: see
/// ShortcutsWindowTests).
final class PrimaryMenuTests: XCTestCase {
    func testTheHeaderBarEndsWithTheMenuButtonAndItsFiveEntries() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let menu = harness.view.header.menu
            XCTAssertTrue(harness.isMapped(menu.button), "the menu button is shown")
            XCTAssertTrue(
                gtk_widget_is_ancestor(menu.button, harness.view.header.headerBar) != 0, "the menu button is in the header bar")
            let icon = gtk_menu_button_get_icon_name(kittens_menu_button(menu.button)).map { String(cString: $0) }
            XCTAssertEqual(icon, "open-menu-symbolic")
            XCTAssertEqual(gtk_menu_button_get_primary(kittens_menu_button(menu.button)), 1, "F10 opens it")
            XCTAssertEqual(menu.items, [
                PrimaryMenu.Item(label: "_Preferences", action: "win.preferences"),
                PrimaryMenu.Item(label: "_Store Inspector", action: "win.inspector"),
                PrimaryMenu.Item(label: "_Keyboard Shortcuts", action: "win.show-help-overlay"),
                PrimaryMenu.Item(label: "_Help", action: "win.help"),
                PrimaryMenu.Item(label: "_About Kittens", action: "win.about"),
            ])
            for item in menu.items {
                let name = String(item.action.dropFirst("win.".count))
                XCTAssertNotNil(g_action_map_lookup_action(kittens_action_map(harness.view.window), name), "the window has \(item.action)")
            }
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testPreferencesOnControlCommaAndTheInspectorOnF12CallTheirHooks() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let application = try GtkTestEnvironment.start()
            var preferences = 0, inspector = 0
            harness.view.onOpenPreferences = { preferences += 1 }
            harness.view.onOpenInspector = { inspector += 1 }
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.preferences"), ["<Control>comma"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.inspector"), ["F12"])
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.preferences", nil), 1)
            XCTAssertEqual(preferences, 1)
            XCTAssertEqual(inspector, 0)
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.inspector", nil), 1)
            XCTAssertEqual(inspector, 1)
            XCTAssertEqual(preferences, 1)
        }
    }

    func testAboutShowsTheVersionFromTheVersionFileOverTheWindow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let versionFile = try String(
                contentsOf: Fixtures.repositoryRoot.appendingPathComponent("data/VERSION"), encoding: .utf8
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            // As the app does when run from a checkout (installed, the icon is in hicolor).
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            gtk_icon_theme_add_search_path(theme, Fixtures.repositoryRoot.appendingPathComponent("data/icons").path)
            XCTAssertEqual(gtk_icon_theme_has_icon(theme, "org.kittensforlinux.Kittens"), 1)
            XCTAssertNil(harness.view.about)
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.about", nil), 1)
            let about = try XCTUnwrap(harness.view.about)
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(about.window) }), "the About dialog is shown")
            let dialog = about.about
            func text(_ value: UnsafePointer<CChar>?) -> String? { value.map { String(cString: $0) } }
            XCTAssertTrue(kittens_adw_is_about_window(about.window) != 0, "an AdwAboutWindow")
            XCTAssertEqual(text(adw_about_window_get_version(dialog)), versionFile)
            XCTAssertEqual(text(adw_about_window_get_application_name(dialog)), "Kittens")
            XCTAssertEqual(adw_about_window_get_license_type(dialog), GTK_LICENSE_MIT_X11)
            XCTAssertEqual(text(adw_about_window_get_website(dialog)) ?? "", "", "no invented website")
            XCTAssertEqual(text(adw_about_window_get_application_icon(dialog)), "org.kittensforlinux.Kittens")
            XCTAssertEqual(gtk_window_get_transient_for(about.window), harness.view.window)
            XCTAssertEqual(gtk_window_get_modal(about.window), 1)
            let labels = WidgetTree.labels(in: kittens_widget(about.window))
            XCTAssertTrue(labels.contains { $0.contains(versionFile) }, "the version is on screen: \(labels)")
            XCTAssertTrue(labels.contains("TheCatAPI"), "TheCatAPI is credited: \(labels)")
            XCTAssertTrue(labels.contains("Pictures and API"), "\(labels)")
            Screenshot.save(about.window, name: "about")

            gtk_window_close(about.window)
            XCTAssertTrue(MainContext.wait(until: { !about.isVisible }), "closing hides it")
            gtk_widget_activate_action_variant(harness.widget, "win.about", nil)
            XCTAssertTrue(harness.view.about === about, "the same dialog comes back")
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(about.window) }))
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}

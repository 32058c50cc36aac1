import CGtk
import Foundation
import GLibRuntime
@testable import KittensGtk
import Kittens
import XCTest

/// The primary menu in the header bar and what its entries do: Preferences and the Store
/// Inspector reach the application's hooks, About shows the version, Keyboard Shortcuts opens
/// the shortcuts window.
final class PrimaryMenuTests: XCTestCase {
    func testTheHeaderBarEndsWithTheMenuButtonAndItsFourEntries() throws {
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
            XCTAssertEqual(KittenWindowEventTests.accelerators(application, "win.preferences"), ["<Control>comma"])
            XCTAssertEqual(KittenWindowEventTests.accelerators(application, "win.inspector"), ["F12"])
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
            XCTAssertTrue(MainContext.spin(until: { harness.isMapped(about.window) }), "the About dialog is shown")
            let dialog = kittens_about_dialog(about.window)
            func text(_ value: UnsafePointer<CChar>?) -> String? { value.map { String(cString: $0) } }
            XCTAssertEqual(text(gtk_about_dialog_get_version(dialog)), versionFile)
            XCTAssertEqual(text(gtk_about_dialog_get_program_name(dialog)), "Kittens")
            XCTAssertEqual(gtk_about_dialog_get_license_type(dialog), GTK_LICENSE_MIT_X11)
            XCTAssertEqual(text(gtk_about_dialog_get_website(dialog)), "https://github.com/kittensforlinux/kittens")
            XCTAssertEqual(text(gtk_about_dialog_get_logo_icon_name(dialog)), "org.kittensforlinux.Kittens")
            XCTAssertEqual(gtk_window_get_transient_for(about.window), harness.view.window)
            XCTAssertEqual(gtk_window_get_modal(about.window), 1)
            let labels = Self.labels(in: kittens_widget(about.window))
            XCTAssertTrue(labels.contains { $0.contains(versionFile) }, "the version is on screen: \(labels)")
            let stack = try XCTUnwrap(Self.descendants(of: kittens_widget(about.window)).first { Self.typeName($0) == "GtkStack" })
            gtk_stack_set_visible_child_name(kittens_stack(stack), "credits")
            MainContext.handlePendingEvents()
            let credits = Self.labels(in: kittens_widget(about.window))
            XCTAssertTrue(credits.contains("TheCatAPI"), "TheCatAPI is credited: \(credits)")
            XCTAssertTrue(credits.contains("Pictures and API"), "\(credits)")
            Screenshot.save(about.window, name: "about-credits")
            gtk_stack_set_visible_child_name(kittens_stack(stack), "main")
            Screenshot.save(about.window, name: "about")

            gtk_window_close(about.window)
            XCTAssertTrue(MainContext.spin(until: { !about.isVisible }), "closing hides it")
            gtk_widget_activate_action_variant(harness.widget, "win.about", nil)
            XCTAssertTrue(harness.view.about === about, "the same dialog comes back")
            XCTAssertTrue(MainContext.spin(until: { harness.isMapped(about.window) }))
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testKeyboardShortcutsOpensOnControlQuestionOverTheWindow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let application = try GtkTestEnvironment.start()
            XCTAssertEqual(KittenWindowEventTests.accelerators(application, "win.show-help-overlay"), ["<Control>question"])
            XCTAssertNil(harness.view.shortcuts, "made when first asked for")
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.show-help-overlay", nil), 1)
            let shortcuts = try XCTUnwrap(harness.view.shortcuts, "GtkBuilder took the shortcuts window's description")
            XCTAssertTrue(MainContext.spin(until: { harness.isMapped(shortcuts.window) }), "the shortcuts window is shown")
            XCTAssertEqual(gtk_window_get_transient_for(shortcuts.window), harness.view.window)
            XCTAssertEqual(gtk_window_get_modal(shortcuts.window), 1)
            XCTAssertEqual(
                gtk_application_window_get_help_overlay(kittens_application_window(harness.view.window)).map(UnsafeMutableRawPointer.init),
                UnsafeMutableRawPointer(shortcuts.window), "it is the window's help overlay")
            let titles = Self.shortcutEntries(in: shortcuts.window).map(\.title)
            XCTAssertTrue(titles.contains("Refresh"), "\(titles)")
            XCTAssertTrue(titles.contains("Keyboard Shortcuts"), "\(titles)")
            Screenshot.save(shortcuts.window, name: "keyboard-shortcuts")
            gtk_window_close(shortcuts.window)
            XCTAssertTrue(MainContext.spin(until: { !shortcuts.isVisible }), "closing hides it")
            gtk_widget_activate_action_variant(harness.widget, "win.show-help-overlay", nil)
            XCTAssertTrue(harness.view.shortcuts === shortcuts, "the same window comes back")
            XCTAssertTrue(MainContext.spin(until: { harness.isMapped(shortcuts.window) }))
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Every accelerator the application really has, asked of GTK at run time, is listed in
    /// the shortcuts window: a new shortcut without an entry fails here.
    func testEveryAcceleratorTheAppSetsIsInTheShortcutsWindow() throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestEnvironment.start()
            installApplicationActions(application)
            let harness = try WindowHarness()
            defer { harness.close() }
            gtk_widget_activate_action_variant(harness.widget, "win.show-help-overlay", nil)
            let shortcuts = try XCTUnwrap(harness.view.shortcuts)
            let actions = Set(Self.applicationAccelerators(application).map(\.action))
            for expected in ["win.refresh", "win.close", "win.copy", "win.inspector", "win.preferences", "win.show-help-overlay", "app.quit"] {
                XCTAssertTrue(actions.contains(expected), "\(expected) has an accelerator")
            }
            XCTAssertEqual(Self.unlisted(application, in: shortcuts.window), [], "every accelerator is in the Keyboard Shortcuts window")
        }
    }

    /// The check above finds an accelerator that has no entry.
    func testAnAcceleratorWithoutAnEntryIsFound() throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestEnvironment.start()
            let harness = try WindowHarness()
            defer { harness.close() }
            let groups = ShortcutsWindow.groups.map { group in
                ShortcutsWindow.Group(title: group.title, shortcuts: group.shortcuts.filter { !$0.accelerators.contains("F12") })
            }
            let withoutInspector = try XCTUnwrap(ShortcutsWindow(groups: groups))
            XCTAssertEqual(Self.unlisted(application, in: withoutInspector.window), ["F12 (win.inspector)"])
        }
    }

    /// Each accelerator set with `gtk_application_set_accels_for_action`, with its action.
    @MainActor
    static func applicationAccelerators(
        _ application: UnsafeMutablePointer<GtkApplication>
    ) -> [(action: String, accelerator: String)] {
        guard let actions = gtk_application_list_action_descriptions(application) else { return [] }
        defer { g_strfreev(actions) }
        var found: [(action: String, accelerator: String)] = []
        var index = 0
        while let action = actions[index].map({ String(cString: $0) }) {
            for accelerator in KittenWindowEventTests.accelerators(application, action) {
                found.append((action, accelerator))
            }
            index += 1
        }
        return found
    }

    /// The application's accelerators that `window` does not list, as "accelerator (action)".
    @MainActor
    static func unlisted(_ application: UnsafeMutablePointer<GtkApplication>, in window: UnsafeMutablePointer<GtkWindow>) -> [String] {
        let listed = Set(shortcutEntries(in: window).flatMap(\.accelerators).compactMap(Accelerator.init))
        return applicationAccelerators(application).compactMap { action, accelerator in
            guard let parsed = Accelerator(accelerator), listed.contains(parsed) else { return "\(accelerator) (\(action))" }
            return nil
        }
    }

    /// A key and its modifiers, as `gtk_accelerator_parse` reads them, so that `<Control>r`
    /// and `<Primary>r` compare equal.
    private struct Accelerator: Hashable {
        let key: guint
        let modifiers: UInt32

        init?(_ text: String) {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(text, &key, &modifiers) != 0, key != 0 else { return nil }
            self.key = gdk_keyval_to_lower(key)
            self.modifiers = modifiers.rawValue
        }
    }

    /// The `GtkShortcutsShortcut`s in the window, each with its title and accelerators.
    @MainActor
    static func shortcutEntries(in window: UnsafeMutablePointer<GtkWindow>) -> [(title: String, accelerators: [String])] {
        descendants(of: kittens_widget(window)).filter { kittens_is_shortcuts_shortcut($0) != 0 }.map { widget in
            func property(_ name: String) -> String {
                guard let value = kittens_dup_string_property(widget, name) else { return "" }
                defer { g_free(value) }
                return String(cString: value)
            }
            return (property("title"), property("accelerator").split(separator: " ").map(String.init))
        }
    }

    @MainActor
    static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        descendants(of: widget).filter { typeName($0) == "GtkLabel" }.compactMap {
            gtk_label_get_text(kittens_label($0)).map { String(cString: $0) }
        }
    }

    @MainActor
    static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_widget_get_name(widget).map { String(cString: $0) }
    }

    @MainActor
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found.append(current)
            found += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}

import CGLib
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The Keyboard Shortcuts window: Ctrl+? opens it over the main window, and it lists every
/// accelerator the application really sets.
final class ShortcutsWindowTests: XCTestCase {
    func testKeyboardShortcutsOpensOnControlQuestionOverTheWindow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let application = try GtkTestEnvironment.start()
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.show-help-overlay"), ["<Control>question"])
            XCTAssertNil(harness.view.shortcuts, "made when first asked for")
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.show-help-overlay", nil), 1)
            let shortcuts = try XCTUnwrap(harness.view.shortcuts, "GtkBuilder took the shortcuts window's description")
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(shortcuts.window) }), "the shortcuts window is shown")
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
            XCTAssertTrue(MainContext.wait(until: { !shortcuts.isVisible }), "closing hides it")
            gtk_widget_activate_action_variant(harness.widget, "win.show-help-overlay", nil)
            XCTAssertTrue(harness.view.shortcuts === shortcuts, "the same window comes back")
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(shortcuts.window) }))
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Every accelerator the application really has, asked of GTK at run time, is listed in
    /// the shortcuts window: a new shortcut without an entry fails here. And every shortcut
    /// declared is installed as declared and listed.
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
            // A keypad twin (Ctrl+KP_Add beside Ctrl+plus) is set, and not shown: its main key is.
            let declared = harness.view.keys.declared
            let keypadTwins = Self.keypadTwins(declared)
            XCTAssertTrue(keypadTwins.contains("<Control>KP_Add"), "\(keypadTwins)")
            XCTAssertTrue(keypadTwins.allSatisfy { $0.contains("KP_") }, "only keypad keys are left out: \(keypadTwins)")
            XCTAssertEqual(
                Self.unlisted(application, in: shortcuts.window, besides: keypadTwins), [], "every accelerator is in the Keyboard Shortcuts window")
            // The other way round: each shortcut a feature declares (`WindowShortcut`) is what GTK
            // has for its action, and is listed: the declarations are the one list.
            XCTAssertTrue(declared.contains { $0.action == "win.toggle-favourite" }, "the features' shortcuts are declared too")
            XCTAssertTrue(
                declared.contains { $0.title == "Withdraw the Selected Vote" && $0.accelerators == ["Delete", "KP_Delete"] },
                "the keys a list answers itself (My votes) are listed too")
            for shortcut in declared {
                guard let action = shortcut.action else { continue }
                XCTAssertEqual(MainWindowEventTests.accelerators(application, action), shortcut.accelerators, action)
            }
            // Its search page holds a copy of each entry: the titles compare as sets.
            XCTAssertEqual(Set(Self.shortcutEntries(in: shortcuts.window).map(\.title)), Set(declared.map(\.title)))
        }
    }

    /// The check above finds an accelerator that has no entry.
    func testAnAcceleratorWithoutAnEntryIsFound() throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestEnvironment.start()
            let harness = try WindowHarness()
            defer { harness.close() }
            let groups = harness.view.keys.groups.map { group in
                ShortcutsWindow.Group(title: group.title, shortcuts: group.shortcuts.filter { !$0.accelerators.contains("F12") })
            }
            let withoutInspector = try XCTUnwrap(ShortcutsWindow(groups: groups))
            XCTAssertEqual(
                Self.unlisted(application, in: withoutInspector.window, besides: Self.keypadTwins(harness.view.keys.declared)),
                ["F12 (win.inspector)"])
        }
    }

    /// The keys `declared` sets and the Keyboard Shortcuts window does not show: the keypad's
    /// twins of keys it shows (`WindowShortcut.shownAccelerators`).
    static func keypadTwins(_ declared: [WindowShortcut]) -> Set<String> {
        Set(declared.flatMap { shortcut in shortcut.accelerators.filter { !shortcut.shownAccelerators.contains($0) } })
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
            for accelerator in MainWindowEventTests.accelerators(application, action) {
                found.append((action, accelerator))
            }
            index += 1
        }
        return found
    }

    /// The application's accelerators that `window` does not list, nor `shownElsewhere` names, as
    /// "accelerator (action)".
    @MainActor
    static func unlisted(
        _ application: UnsafeMutablePointer<GtkApplication>, in window: UnsafeMutablePointer<GtkWindow>, besides shownElsewhere: Set<String> = []
    ) -> [String] {
        let listed = Set((shortcutEntries(in: window).flatMap(\.accelerators) + shownElsewhere).compactMap(Accelerator.init))
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
        WidgetTree.descendants(of: kittens_widget(window)).filter { kittens_is_shortcuts_shortcut($0) != 0 }.map { widget in
            func property(_ name: String) -> String {
                guard let value = kittens_dup_string_property(widget, name) else { return "" }
                defer { g_free(value) }
                return String(cString: value)
            }
            return (property("title"), property("accelerator").split(separator: " ").map(String.init))
        }
    }
}

import CGLib
import CGtk
import GLibRuntime
import Localization

/// The Keyboard Shortcuts window (Ctrl+?, `win.show-help-overlay`): every accelerator the app
/// has, in groups. A `GtkShortcutsWindow` can only be filled through `GtkBuilder` in GTK 4.8,
/// so it is built from a UI description made here, with titles already translated.
///
/// Its groups come from the shortcuts the features declared (`WindowShortcuts.groups`), the
/// same declarations the window installs; a test checks that every accelerator the application
/// really sets is listed.
@MainActor
final class ShortcutsWindow {
    struct Shortcut {
        let title: String
        /// In `gtk_accelerator_parse` syntax; several mean alternatives.
        let accelerators: [String]
    }

    struct Group {
        let title: String
        let shortcuts: [Shortcut]
    }

    private let reference: GObjectRef<GtkWindow>

    var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Nil only if GtkBuilder refuses the description, which is a bug here, not a user's problem.
    init?(groups: [Group]) {
        let builder = GObjectRef(owning: gtk_builder_new())
        var error: UnsafeMutablePointer<GError>?
        let opaqueBuilder = OpaquePointer(builder.pointer)
        guard gtk_builder_add_from_string(opaqueBuilder, Self.userInterface(groups), -1, &error) != 0,
              let object = gtk_builder_get_object(opaqueBuilder, "shortcuts"), kittens_is_shortcuts_window(object) != 0
        else {
            g_clear_error(&error)
            return nil
        }
        reference = GObjectRef(retaining: kittens_window(object))
    }

    isolated deinit {
        gtk_window_destroy(window)
    }

    func present() { gtk_window_present(window) }

    var isVisible: Bool { gtk_widget_get_visible(kittens_widget(window)) != 0 }

    /// The GtkBuilder description of the window.
    static func userInterface(_ groups: [Group]) -> String {
        func property(_ name: String, _ value: String) -> String {
            "<property name=\"\(name)\">\(escaped(value))</property>"
        }
        let groupObjects = groups.map { group in
            let shortcuts = group.shortcuts.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\">"
                    + property("title", shortcut.title) + property("accelerator", shortcut.accelerators.joined(separator: " "))
                    + "</object></child>"
            }
            return "<child><object class=\"GtkShortcutsGroup\">" + property("title", group.title)
                + shortcuts.joined() + "</object></child>"
        }
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"
            + "<child><object class=\"GtkShortcutsSection\">" + property("section-name", "shortcuts")
            + property("max-height", "20") + groupObjects.joined() + "</object></child>"
            + "</object></interface>"
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

import CGLib
import CGtk
import GLibRuntime
import Localization

/// The Keyboard Shortcuts window (Ctrl+?, `win.show-help-overlay`): every accelerator the app
/// has, in groups. A `GtkShortcutsWindow` can only be filled through `GtkBuilder` in GTK 4.8,
/// so it is built from a UI description made here, with titles already translated.
///
/// A test compares the accelerators the application really sets with this list: a new
/// shortcut needs a line in `groups`.
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

    static var groups: [Group] {
        [
            Group(title: localized("General"), shortcuts: [
                Shortcut(title: localized("Help"), accelerators: ["F1"]),
                Shortcut(title: localized("Keyboard Shortcuts"), accelerators: ["<Control>question"]),
                Shortcut(title: localized("Preferences"), accelerators: ["<Control>comma"]),
                Shortcut(title: localized("Main Menu"), accelerators: ["F10"]),
                Shortcut(title: localized("Store Inspector"), accelerators: ["F12"]),
                Shortcut(title: localized("Close Window"), accelerators: ["<Control>w"]),
                Shortcut(title: localized("Quit"), accelerators: ["<Control>q"]),
            ]),
            Group(title: localized("Pictures"), shortcuts: [
                Shortcut(title: localized("Refresh"), accelerators: ["F5", "<Control>r"]),
                Shortcut(title: localized("Filters"), accelerators: ["<Control>f"]),
                Shortcut(title: localized("Copy Address"), accelerators: ["<Control>c"]),
                Shortcut(title: localized("Show as List"), accelerators: ["<Control>1"]),
                Shortcut(title: localized("Show as Gallery"), accelerators: ["<Control>2"]),
                Shortcut(title: localized("Open Picture"), accelerators: ["Return"]),
                Shortcut(title: localized("Previous Picture"), accelerators: ["Left"]),
                Shortcut(title: localized("Next Picture"), accelerators: ["Right"]),
                Shortcut(title: localized("Back to the List"), accelerators: ["Escape"]),
                Shortcut(title: localized("Save Image As"), accelerators: ["<Control>s"]),
                Shortcut(title: localized("Add to or Remove from Favourites"), accelerators: ["<Control>d"]),
                Shortcut(title: localized("Picture Menu"), accelerators: ["Menu", "<Shift>F10"]),
            ]),
        ]
    }

    private let reference: GObjectRef<GtkWindow>

    var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Nil only if GtkBuilder refuses the description, which is a bug here, not a user's problem.
    init?(groups: [Group] = ShortcutsWindow.groups) {
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
            + property("max-height", "12") + groupObjects.joined() + "</object></child>"
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

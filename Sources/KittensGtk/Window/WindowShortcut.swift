import Localization

/// A keyboard shortcut, declared once by the feature that has it: the keys, the action they
/// activate, and the line the Keyboard Shortcuts window shows for them. The window installs the
/// declarations (`WindowShortcuts`), and the Keyboard Shortcuts window lists the same ones, so
/// a shortcut cannot be set without being listed.
struct WindowShortcut {
    /// A group of the Keyboard Shortcuts window, by its title: the window's own two here, a
    /// feature's beside its keys (the viewer's, the Rate page's).
    struct Group: Equatable {
        /// Translated.
        let title: String

        /// The app and its windows.
        static var general: Group { Group(title: localized("General")) }
        /// What the pictures shown answer to.
        static var pictures: Group { Group(title: localized("Pictures")) }
    }

    /// What the Keyboard Shortcuts window says the keys do, translated.
    let title: String
    /// In `gtk_accelerator_parse` syntax; several mean alternatives.
    let accelerators: [String]
    /// The detailed action the keys activate (`win.refresh`), or nil for keys a widget answers
    /// itself (F10 opens the main menu, Enter activates a row), which are only listed.
    let action: String?
    let group: Group

    /// A shortcut of the General group.
    static func general(_ title: String, _ accelerators: [String], _ action: String?) -> WindowShortcut {
        WindowShortcut(title: title, accelerators: accelerators, action: action, group: .general)
    }

    /// A shortcut of the Pictures group.
    static func pictures(_ title: String, _ accelerators: [String], _ action: String?) -> WindowShortcut {
        WindowShortcut(title: title, accelerators: accelerators, action: action, group: .pictures)
    }

    /// The keys the Keyboard Shortcuts window shows: a keypad key beside its twin on the main
    /// keys (Ctrl+KP_Add beside Ctrl+plus, KP_Delete beside Delete) works, but would show as the
    /// same key twice, or by its raw name.
    var shownAccelerators: [String] {
        let main = accelerators.filter { !$0.contains("KP_") }
        return main.isEmpty ? accelerators : main
    }

    /// The keys as a widget's own shortcut takes them (`kittens_add_local_shortcut`, a
    /// `GtkShortcutTrigger`): the alternatives joined by `|`.
    var trigger: String {
        accelerators.joined(separator: "|")
    }

    /// The action's name in its map: `refresh` for `win.refresh`.
    var actionName: String? {
        guard let action, let dot = action.firstIndex(of: ".") else { return action }
        return String(action[action.index(after: dot)...])
    }
}

extension WindowShortcut {
    /// A shortcut of `group`.
    init(_ group: Group, _ title: String, _ accelerators: [String], _ action: String?) {
        self.init(title: title, accelerators: accelerators, action: action, group: group)
    }
}

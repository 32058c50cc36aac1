import CGLib
import CGtk
import GLibRuntime

/// The window's actions with keys, as the features declared them (`WindowShortcut`): installs
/// each on the window and the application, and keeps the declarations, in the order they came,
/// for the Keyboard Shortcuts window (`groups`).
@MainActor
final class WindowShortcuts {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let application: UnsafeMutablePointer<GtkApplication>
    /// Every shortcut declared so far.
    private(set) var declared: [WindowShortcut] = []

    init(window: UnsafeMutablePointer<GtkWindow>, application: UnsafeMutablePointer<GtkApplication>) {
        self.window = window
        self.application = application
    }

    /// Adds `shortcut`'s window action, which runs `handler`, and sets its keys; returns the
    /// action (the window owns it), to enable and disable it.
    @discardableResult
    func install(_ shortcut: WindowShortcut, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer? {
        declare(shortcut)
        guard let action = shortcut.action, let name = shortcut.actionName else { return nil }
        setAccelerators(shortcut.accelerators, for: action, in: application)
        return addAction(name, handler)
    }

    /// Adds the window action `name`, which has no keys (the menus' items), and returns it.
    @discardableResult
    func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer? {
        KittensGtk.addAction(name, to: window, handler)
    }

    /// Lists `shortcut` in the Keyboard Shortcuts window; whoever answers its keys sets them
    /// (a widget, or the application for `app.quit`).
    func declare(_ shortcut: WindowShortcut) {
        declared.append(shortcut)
    }

    /// The declarations as the Keyboard Shortcuts window groups them: General first, then the
    /// groups in the order their first shortcut came.
    var groups: [ShortcutsWindow.Group] {
        var order: [WindowShortcut.Group] = [.general]
        for shortcut in declared where !order.contains(shortcut.group) { order.append(shortcut.group) }
        return order.map { group in
            ShortcutsWindow.Group(title: group.title, shortcuts: declared.filter { $0.group == group }.map {
                ShortcutsWindow.Shortcut(title: $0.title, accelerators: $0.shownAccelerators)
            })
        }
    }
}

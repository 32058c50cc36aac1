import CGLib
import CGtk
import GLibRuntime

/// Adds a parameterless `GSimpleAction` named `name` to an action map (a window or the
/// application); `handler` runs when it is activated. The map owns the action, which is
/// returned to enable and disable it.
@MainActor
@discardableResult
func addAction(_ name: String, to map: some GPointer, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer? {
    guard let action = g_simple_action_new(name, nil) else { return nil }
    let owned = GObjectRef(owning: action)
    Signal.connect(GObjectPointer<GIO.SimpleAction>(action), .actionActivate, handler)
    g_action_map_add_action(kittens_action_map(map.gpointer), kittens_action(owned.raw))
    return action
}

/// Sets the keyboard shortcuts of a detailed action name such as `win.refresh`.
@MainActor
func setAccelerators(_ accelerators: [String], for action: String, in application: UnsafeMutablePointer<GtkApplication>) {
    withCStringArray(accelerators) { gtk_application_set_accels_for_action(application, action, $0) }
}

/// Installs the application-wide actions and their shortcuts: `app.quit` on Ctrl+Q.
/// Call it once, from the application's `startup` or `activate` handler.
@MainActor
public func installApplicationActions(_ application: UnsafeMutablePointer<GtkApplication>) {
    let app = kittens_g_application(application)
    if g_action_map_lookup_action(kittens_action_map(application), "quit") == nil {
        addAction("quit", to: application) { g_application_quit(app) }
    }
    if let action = WindowShortcut.quit.action { setAccelerators(WindowShortcut.quit.accelerators, for: action, in: application) }
}

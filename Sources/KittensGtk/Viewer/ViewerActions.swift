import CGLib
import CGtk
import GLibRuntime
import Kittens

/// The viewer's window actions, kept to enable and disable them: `win.back` (Escape),
/// `win.previous` (Left), `win.next` (Right) act only while the viewer shows, so that the list
/// keeps its keys otherwise; `win.save-image` (Ctrl+S) and `win.copy-image` act on the shown
/// picture once it has loaded, or on the selected row while the listing shows (disabled without
/// one, on the Favourites page, and while another Save or Copy runs).
struct ViewerActionSet {
    var back: OpaquePointer?
    var previous: OpaquePointer?
    var next: OpaquePointer?
    var saveImage: OpaquePointer?
    var copyImage: OpaquePointer?
}

extension ViewerPresenter {
    func installActions(on window: UnsafeMutablePointer<GtkWindow>, application: UnsafeMutablePointer<GtkApplication>) {
        actions.back = addViewerAction("back", to: window) { [weak self] in self?.emit?(.closeViewer) }
        actions.previous = addViewerAction("previous", to: window) { [weak self] in self?.emit?(.showPreviousPicture) }
        actions.next = addViewerAction("next", to: window) { [weak self] in self?.emit?(.showNextPicture) }
        actions.saveImage = addViewerAction("save-image", to: window) { [weak self] in
            guard let self, let id = self.pictureTarget else { return }
            self.emit?(.savePicture(id: id))
        }
        actions.copyImage = addViewerAction("copy-image", to: window) { [weak self] in
            guard let self, let id = self.pictureTarget else { return }
            self.emit?(.copyPicture(id: id))
        }
        setAccelerators(["Escape"], for: "win.back", in: application)
        setAccelerators(["Left"], for: "win.previous", in: application)
        setAccelerators(["Right"], for: "win.next", in: application)
        setAccelerators(["<Control>s"], for: "win.save-image", in: application)
    }

    /// Enables each action where it applies now.
    func updateActions() {
        let showing = shown != nil
        setEnabled(actions.back, showing)
        setEnabled(actions.previous, shown?.hasPrevious ?? false)
        setEnabled(actions.next, shown?.hasNext ?? false)
        let hasPicture = (showing ? shownPicture != nil : pictureTarget != nil) && taskURL == nil
        setEnabled(actions.saveImage, hasPicture && saveDialog == nil)
        setEnabled(actions.copyImage, hasPicture)
    }

    private func setEnabled(_ action: OpaquePointer?, _ enabled: Bool) {
        guard let action else { return }
        let value: gboolean = enabled ? 1 : 0
        if g_action_get_enabled(kittens_action(UnsafeMutableRawPointer(action))) != value {
            g_simple_action_set_enabled(action, value)
        }
    }

    /// Adds a parameterless action to `window` and returns it (the window owns it).
    private func addViewerAction(
        _ name: String, to window: UnsafeMutablePointer<GtkWindow>, _ handler: @escaping @MainActor () -> Void
    ) -> OpaquePointer? {
        guard let action = g_simple_action_new(name, nil) else { return nil }
        let owned = GObjectRef(owning: action)
        Signal.connect(GObjectPointer<GIO.SimpleAction>(action), .actionActivate, handler)
        g_action_map_add_action(kittens_action_map(window), kittens_action(owned.raw))
        return action
    }
}

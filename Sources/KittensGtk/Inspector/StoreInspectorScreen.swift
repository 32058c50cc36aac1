import CGtk
import FoundationEssentials
import Kittens

/// The Store Inspector as a screen: its window, bound to `inspector` by a
/// `StoreInspectorComponent` while it shows. Made on the first F12 and kept: closing the window
/// detaches it, so a closed inspector follows nothing and costs no work per event; presenting
/// it again attaches it, and it shows the events recorded meanwhile.
@MainActor
public final class StoreInspectorScreen {
    public let component: StoreInspectorComponent
    public let window: StoreInspectorWindow

    /// The screen over `inspector`, its window transient for `parent`; nothing shows until `present()`.
    public init(inspector: StoreInspector, parent: UnsafeMutablePointer<GtkWindow>) {
        let component = StoreInspectorComponent(inspector: inspector)
        self.component = component
        window = StoreInspectorWindow(
            parent: parent, sessionFile: { (try inspector.sessionFile(), inspector.eventCount) },
            testSource: { try inspector.testSource(className: $0) },
            minimalTestSource: { name throws(MinimalTestProblem) in try await inspector.minimalTestSource(className: name) })
        window.onClose = { component.detach() }
    }

    isolated deinit {
        component.destroy()
    }

    /// Binds the window if it is not, shows it and brings it to the front.
    public func present() {
        if !component.isAttached { component.attach(window) }
        window.present()
    }
}

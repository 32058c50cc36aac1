import MVI

/// Binds the Store Inspector to its window (see `Component`): while a window is attached, the
/// inspector follows the recordings and the window renders each model; detached, it follows
/// nothing.
public typealias StoreInspectorComponent = Component<StoreInspector, any StoreInspectorView>

extension Component where Store == StoreInspector, View == any StoreInspectorView {
    /// What the user does in the window reaches `inspector`; destroying the component brings
    /// every store back to live.
    public convenience init(inspector: StoreInspector) {
        self.init(store: inspector, bind: { binder, view in
            binder.bind(statesOf: inspector, to: view) { $0 }
            binder.bind(eventsOf: view) { intent in inspector.accept(intent) }
        }, onDestroy: { inspector.goLive() })
    }
}

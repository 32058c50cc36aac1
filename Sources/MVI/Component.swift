/// Binds a screen's store to its view, as MVIKotlin's controllers do: `attach(_:)` connects the
/// view through a fresh `Binder` (states to models, events to intents, labels to effects),
/// `detach()` ends every binding at once, and `destroy()` also disposes of the store.
///
/// A screen writes only its bindings (`bind`), with `Binder`'s methods and its view helpers
/// (`bind(statesOf:to:model:)`, `bind(eventsOf:to:)`):
///
/// ```swift
/// let component = Component<any CounterStore, any CounterView>(
///     store: store,
///     bind: { binder, view in
///         binder.bind(statesOf: store, to: view) { state in CounterModel(state) }
///         binder.bind(eventsOf: view) { intent in store.accept(intent) }
///     },
///     onDestroy: { store.dispose() })
/// component.attach(window)   // the window opened
/// component.detach()         // it closed
/// ```
@MainActor
public final class Component<Store, View> {
    /// The screen's store: what the view's events reach, and what `destroy()` disposes of.
    public let store: Store
    private let bind: (Binder, View) -> Void
    private let onDestroy: () -> Void
    private var binder: Binder?
    private var isDestroyed = false

    /// `bind` adds the bindings of one attached view; `onDestroy` runs once, on `destroy()`.
    public init(
        store: Store, bind: @escaping (_ binder: Binder, _ view: View) -> Void, onDestroy: @escaping () -> Void = {}
    ) {
        self.store = store
        self.bind = bind
        self.onDestroy = onDestroy
    }

    /// Whether a view is attached.
    public var isAttached: Bool { binder != nil }

    /// Connects `view`, in place of any view attached before: it is rendered the current model at
    /// once, then each new one, and what it sends reaches the store. The bindings hold the view
    /// weakly: whoever made it keeps it.
    public func attach(_ view: View) {
        detach()
        let binder = Binder()
        bind(binder, view)
        self.binder = binder
        binder.start()
    }

    /// Disconnects the view attached: it is rendered nothing more, and what it still sends is
    /// ignored. Does nothing without one.
    public func detach() {
        binder?.stop()
        binder = nil
    }

    /// Detaches the view and ends the screen (its store is disposed). Calling it again does nothing.
    public func destroy() {
        detach()
        guard !isDestroyed else { return }
        isDestroyed = true
        onDestroy()
    }
}

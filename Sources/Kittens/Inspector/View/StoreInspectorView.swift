import MVI

/// The Store Inspector's window as the feature sees it: it renders a `StoreInspectorModel` and
/// sends the user's `StoreInspectorIntent`s. Main thread only.
@MainActor
public protocol StoreInspectorView: StoreView where Model == StoreInspectorModel, Event == StoreInspectorIntent {}

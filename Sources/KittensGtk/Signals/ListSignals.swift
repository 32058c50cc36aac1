import GLibRuntime

/// The signals of a `GtkSignalListItemFactory`, in the order a row lives through them.
public enum ListItemStage: String, Sendable {
    case setup, bind, unbind, teardown
}

@MainActor
extension SignalName where Class: IsListOrGridView {
    /// `activate` of a `GtkListView` or `GtkGridView`: the user activated the item at `position`
    /// (Enter, double-click).
    public static var itemActivate: SignalName<Class, @MainActor (_ position: UInt32) -> Void> { .init("activate", .unsigned) }
}

@MainActor
extension SignalName where Class: IsSignalListItemFactory {
    /// One of the four signals of a `GtkSignalListItemFactory`, with the `GtkListItem`.
    public static func listItem(_ stage: ListItemStage) -> SignalName<Class, @MainActor (_ item: UnsafeMutableRawPointer) -> Void> {
        .init(stage.rawValue, .pointer)
    }
}

@MainActor
extension SignalName where Class: IsAdjustment {
    /// `value-changed` of a `GtkAdjustment`.
    public static var valueChanged: SignalName<Class, @MainActor () -> Void> { .init("value-changed", .noArguments) }
    /// `changed` of a `GtkAdjustment`: its bounds or page size changed.
    public static var adjustmentChanged: SignalName<Class, @MainActor () -> Void> { .init("changed", .noArguments) }
}

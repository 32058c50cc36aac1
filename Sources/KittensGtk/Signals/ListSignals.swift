import GLibRuntime

/// The signals of a `GtkSignalListItemFactory`, in the order a row lives through them.
public enum ListItemStage: String, Sendable {
    case setup, bind, unbind, teardown
}

@MainActor
extension Signal {
    /// `activate` of a `GtkListView` or `GtkGridView`: the user activated the item at `position`
    /// (Enter, double-click).
    @discardableResult
    public static func onItemActivate<List: SignalEmitter>(
        _ list: List, _ handler: @escaping @MainActor (_ position: UInt32) -> Void
    ) -> SignalHandlerID where List.Class: IsListOrGridView {
        connect(list, "activate", .unsigned, handler)
    }

    /// One of the four signals of a `GtkSignalListItemFactory`, with the `GtkListItem`.
    @discardableResult
    public static func onListItem<Factory: SignalEmitter>(
        _ factory: Factory, _ stage: ListItemStage, _ handler: @escaping @MainActor (_ item: UnsafeMutableRawPointer) -> Void
    ) -> SignalHandlerID where Factory.Class: IsSignalListItemFactory {
        connect(factory, stage.rawValue, .pointer, handler)
    }

    /// `value-changed` of a `GtkAdjustment`.
    @discardableResult
    public static func onValueChanged<Adjustment: SignalEmitter>(
        _ adjustment: Adjustment, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Adjustment.Class: IsAdjustment {
        connect(adjustment, "value-changed", .noArguments, handler)
    }

    /// `changed` of a `GtkAdjustment`: its bounds or page size changed.
    @discardableResult
    public static func onAdjustmentChanged<Adjustment: SignalEmitter>(
        _ adjustment: Adjustment, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Adjustment.Class: IsAdjustment {
        connect(adjustment, "changed", .noArguments, handler)
    }
}

import GLibRuntime

@MainActor
extension Signal {
    /// `map` of a widget: it is about to be shown on screen (its window is shown and every
    /// parent is mapped).
    @discardableResult
    public static func onMap<Widget: SignalEmitter>(
        _ widget: Widget, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Widget.Class: IsWidget {
        connect(widget, "map", .noArguments, handler)
    }

    /// `unmap` of a widget: it is no longer on screen (hidden, its page switched away, its
    /// window hidden or closing).
    @discardableResult
    public static func onUnmap<Widget: SignalEmitter>(
        _ widget: Widget, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Widget.Class: IsWidget {
        connect(widget, "unmap", .noArguments, handler)
    }
}

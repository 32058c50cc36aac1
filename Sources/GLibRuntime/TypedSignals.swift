import CGtk

/// One function per signal: the name and the handler's shape are fixed together, so a handler
/// cannot be connected with the wrong parameters.
@MainActor
extension Signal {
    /// `clicked` of a `GtkButton`.
    @discardableResult
    public static func onClicked(_ button: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(button, "clicked", handler, SignalCallbacks.instanceOnly)
    }

    /// `activate` of a `GApplication`: the application should show its window.
    @discardableResult
    public static func onApplicationActivate(_ application: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(application, "activate", handler, SignalCallbacks.instanceOnly)
    }

    /// `shutdown` of a `GApplication`.
    @discardableResult
    public static func onShutdown(_ application: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(application, "shutdown", handler, SignalCallbacks.instanceOnly)
    }

    /// `window-removed` of a `GtkApplication`, with the window that left.
    @discardableResult
    public static func onWindowRemoved(
        _ application: some GPointer, _ handler: @escaping @MainActor (_ window: UnsafeMutableRawPointer) -> Void
    ) -> SignalHandlerID {
        connect(application, "window-removed", handler, SignalCallbacks.pointer)
    }

    /// `activate` of a parameterless `GSimpleAction`.
    @discardableResult
    public static func onActionActivate(_ action: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(action, "activate", handler, SignalCallbacks.ignoringPointer)
    }

    /// `activate` of a `GtkListView`: the user activated the item at `position` (Enter, double-click).
    @discardableResult
    public static func onItemActivate(
        _ listView: some GPointer, _ handler: @escaping @MainActor (_ position: UInt32) -> Void
    ) -> SignalHandlerID {
        connect(listView, "activate", handler, SignalCallbacks.unsigned)
    }

    /// `value-changed` of a `GtkAdjustment`.
    @discardableResult
    public static func onValueChanged(_ adjustment: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(adjustment, "value-changed", handler, SignalCallbacks.instanceOnly)
    }

    /// `changed` of a `GtkAdjustment`: its bounds or page size changed.
    @discardableResult
    public static func onAdjustmentChanged(_ adjustment: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(adjustment, "changed", handler, SignalCallbacks.instanceOnly)
    }

    /// `pressed` of a `GtkGestureClick`, with the number of presses and the point in the widget.
    @discardableResult
    public static func onPressed(
        _ gesture: some GPointer, _ handler: @escaping @MainActor (_ presses: Int32, _ x: Double, _ y: Double) -> Void
    ) -> SignalHandlerID {
        connect(gesture, "pressed", handler, SignalCallbacks.press)
    }

    /// One of the four signals of a `GtkSignalListItemFactory`, with the `GtkListItem`.
    @discardableResult
    public static func onListItem(
        _ factory: some GPointer, _ stage: ListItemStage, _ handler: @escaping @MainActor (_ item: UnsafeMutableRawPointer) -> Void
    ) -> SignalHandlerID {
        connect(factory, stage.rawValue, handler, SignalCallbacks.pointer)
    }

    /// `notify::property` of any `GObject`: `property` changed.
    @discardableResult
    public static func onNotify(
        _ object: some GPointer, property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID {
        connect(object, "notify::\(property)", handler, SignalCallbacks.ignoringPointer)
    }

    /// `close-request` of a `GtkWindow`; return true to keep the window open.
    @discardableResult
    public static func onCloseRequest(_ window: some GPointer, _ handler: @escaping @MainActor () -> Bool) -> SignalHandlerID {
        connect(window, "close-request", handler, SignalCallbacks.decision)
    }

    /// `response` of a `GtkNativeDialog` or `GtkDialog`, with the response id (`GTK_RESPONSE_ACCEPT`, ...).
    @discardableResult
    public static func onResponse(
        _ dialog: some GPointer, _ handler: @escaping @MainActor (_ response: Int32) -> Void
    ) -> SignalHandlerID {
        connect(dialog, "response", handler, SignalCallbacks.signed)
    }

    /// `closed` of a `GtkPopover`.
    @discardableResult
    public static func onClosed(_ popover: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(popover, "closed", handler, SignalCallbacks.instanceOnly)
    }

    /// `items-changed` of a `GListModel`.
    @discardableResult
    public static func onItemsChanged(
        _ model: some GPointer,
        _ handler: @escaping @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void
    ) -> SignalHandlerID {
        connect(model, "items-changed", handler, SignalCallbacks.threeUnsigned)
    }

    /// `after-paint` of a `GdkFrameClock`: a frame has been drawn.
    @discardableResult
    public static func onAfterPaint(_ clock: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(clock, "after-paint", handler, SignalCallbacks.instanceOnly)
    }

    /// `parsing-error` of a `GtkCssProvider`, with the `GtkCssSection` and the `GError`.
    @discardableResult
    public static func onParsingError(
        _ provider: some GPointer,
        _ handler: @escaping @MainActor (_ section: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandlerID {
        connect(provider, "parsing-error", handler, SignalCallbacks.twoPointers)
    }
}

/// The signals of a `GtkSignalListItemFactory`, in the order a row lives through them.
public enum ListItemStage: String, Sendable {
    case setup, bind, unbind, teardown
}

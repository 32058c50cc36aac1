import GLibRuntime

@MainActor
extension Signal {
    /// `close-request` of a `GtkWindow`; return true to keep the window open.
    @discardableResult
    public static func onCloseRequest<Window: SignalEmitter>(
        _ window: Window, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalHandlerID where Window.Class: IsWindow {
        connect(window, "close-request", .decision, handler)
    }

    /// `window-removed` of a `GtkApplication`, with the window that left.
    @discardableResult
    public static func onWindowRemoved<Application: SignalEmitter>(
        _ application: Application, _ handler: @escaping @MainActor (_ window: UnsafeMutableRawPointer) -> Void
    ) -> SignalHandlerID where Application.Class: IsGtkApplication {
        connect(application, "window-removed", .pointer, handler)
    }

    /// `response` of a `GtkNativeDialog`, with the response id (`GTK_RESPONSE_ACCEPT`, ...).
    @discardableResult
    public static func onResponse<Dialog: SignalEmitter>(
        _ dialog: Dialog, _ handler: @escaping @MainActor (_ response: Int32) -> Void
    ) -> SignalHandlerID where Dialog.Class: IsNativeDialog {
        connect(dialog, "response", .signed, handler)
    }

    /// `closed` of a `GtkPopover`.
    @discardableResult
    public static func onClosed<Popover: SignalEmitter>(
        _ popover: Popover, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Popover.Class: IsPopover {
        connect(popover, "closed", .noArguments, handler)
    }
}

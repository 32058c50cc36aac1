import GLibRuntime

@MainActor
extension SignalName where Class: IsWindow {
    /// `close-request` of a `GtkWindow`; return true to keep the window open.
    public static var closeRequest: SignalName<Class, @MainActor () -> Bool> { .init("close-request", .decision) }
}

@MainActor
extension SignalName where Class: IsGtkApplication {
    /// `window-removed` of a `GtkApplication`, with the window that left.
    public static var windowRemoved: SignalName<Class, @MainActor (_ window: UnsafeMutableRawPointer) -> Void> {
        .init("window-removed", .pointer)
    }
}

@MainActor
extension SignalName where Class: IsNativeDialog {
    /// `response` of a `GtkNativeDialog`, with the response id (`GTK_RESPONSE_ACCEPT`, ...).
    public static var response: SignalName<Class, @MainActor (_ response: Int32) -> Void> { .init("response", .signed) }
}

@MainActor
extension SignalName where Class: IsPopover {
    /// `closed` of a `GtkPopover`.
    public static var closed: SignalName<Class, @MainActor () -> Void> { .init("closed", .noArguments) }
}

/// The GObject and GIO signals the app uses; GTK's are in KittensGtk's `Signals` folder.
extension SignalName where Handler == @MainActor () -> Void {
    /// `notify::property` of any `GObject`: `property` changed.
    @MainActor
    public static func notify(_ property: String) -> Self { Self("notify::\(property)", .ignoringPointerArgument) }
}

@MainActor
extension SignalName where Class: IsApplication {
    /// `activate` of a `GApplication`: the application should show its window.
    public static var applicationActivate: SignalName<Class, @MainActor () -> Void> { .init("activate", .noArguments) }
    /// `shutdown` of a `GApplication`.
    public static var shutdown: SignalName<Class, @MainActor () -> Void> { .init("shutdown", .noArguments) }
}

@MainActor
extension SignalName where Class: IsSimpleAction {
    /// `activate` of a parameterless `GSimpleAction`.
    public static var actionActivate: SignalName<Class, @MainActor () -> Void> {
        .init("activate", .ignoringPointerArgument)
    }
}

@MainActor
extension SignalName where Class: IsListModel {
    /// `items-changed` of a `GListModel`.
    public static var itemsChanged: SignalName<Class, @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void> {
        .init("items-changed", .threeUnsigned)
    }
}

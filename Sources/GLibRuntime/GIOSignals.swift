/// The GObject and GIO signals the app uses; GTK's are in KittensGtk's `Signals` folder.
@MainActor
extension Signal {
    /// `notify::property` of any `GObject`: `property` changed.
    @discardableResult
    public static func onNotify(
        _ object: some SignalEmitter, property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID {
        connect(object, "notify::\(property)", .ignoringPointerArgument, handler)
    }

    /// `activate` of a `GApplication`: the application should show its window.
    @discardableResult
    public static func onApplicationActivate<Application: SignalEmitter>(
        _ application: Application, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Application.Class: IsApplication {
        connect(application, "activate", .noArguments, handler)
    }

    /// `shutdown` of a `GApplication`.
    @discardableResult
    public static func onShutdown<Application: SignalEmitter>(
        _ application: Application, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Application.Class: IsApplication {
        connect(application, "shutdown", .noArguments, handler)
    }

    /// `activate` of a parameterless `GSimpleAction`.
    @discardableResult
    public static func onActionActivate<Action: SignalEmitter>(
        _ action: Action, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Action.Class: IsSimpleAction {
        connect(action, "activate", .ignoringPointerArgument, handler)
    }

    /// `items-changed` of a `GListModel`.
    @discardableResult
    public static func onItemsChanged<Model: SignalEmitter>(
        _ model: Model, _ handler: @escaping @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void
    ) -> SignalHandlerID where Model.Class: IsListModel {
        connect(model, "items-changed", .threeUnsigned, handler)
    }
}

import GLibRuntime

@MainActor
extension SignalName where Class: IsWidget {
    /// `map` of a widget: it is about to be shown on screen (its window is shown and every
    /// parent is mapped).
    public static var map: SignalName<Class, @MainActor () -> Void> { .init("map", .noArguments) }

    /// `unmap` of a widget: it is no longer on screen (hidden, its page switched away, its
    /// window hidden or closing).
    public static var unmap: SignalName<Class, @MainActor () -> Void> { .init("unmap", .noArguments) }
}

import GLibRuntime

@MainActor
extension SignalName where Class: IsButton {
    /// `clicked` of a `GtkButton`.
    public static var clicked: SignalName<Class, @MainActor () -> Void> { .init("clicked", .noArguments) }
}

@MainActor
extension SignalName where Class: IsToggleButton {
    /// `toggled` of a `GtkToggleButton`: it was pressed in or out, by the user or from code.
    public static var toggled: SignalName<Class, @MainActor () -> Void> { .init("toggled", .noArguments) }
}

@MainActor
extension SignalName where Class: IsLinkButton {
    /// `activate-link` of a `GtkLinkButton`: the user followed the link. Return true when the
    /// handler took care of it, so that GTK does not open the URI itself.
    public static var activateLink: SignalName<Class, @MainActor () -> Bool> { .init("activate-link", .decision) }
}

@MainActor
extension SignalName where Class: IsEntryRow {
    /// `entry-activated` of an `AdwEntryRow` or `AdwPasswordEntryRow`: the user pressed Enter in it.
    public static var entryRowActivated: SignalName<Class, @MainActor () -> Void> { .init("entry-activated", .noArguments) }
}

@MainActor
extension SignalName where Class: IsEditable {
    /// `changed` of a `GtkEditable`: its text changed, typed or set.
    public static var textChanged: SignalName<Class, @MainActor () -> Void> { .init("changed", .noArguments) }
}

@MainActor
extension SignalName where Class: IsGestureClick {
    /// `pressed` of a `GtkGestureClick`, with the number of presses and the point in the widget.
    public static var pressed: SignalName<Class, @MainActor (_ presses: Int32, _ x: Double, _ y: Double) -> Void> {
        .init("pressed", .signedAndPoint)
    }
}

@MainActor
extension SignalName where Class: IsEventControllerMotion {
    /// `motion` of a `GtkEventControllerMotion`: the pointer moved to this point of the widget.
    public static var motion: SignalName<Class, @MainActor (_ x: Double, _ y: Double) -> Void> { .init("motion", .point) }
}

@MainActor
extension SignalName where Class: IsEventControllerKey {
    /// `key-released` of a `GtkEventControllerKey`, with the key's value, its hardware code and
    /// the modifiers held. (`key-pressed` returns whether it was handled: another shape.)
    public static var keyReleased: SignalName<Class, @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: UInt32) -> Void> {
        .init("key-released", .threeUnsigned)
    }
}

@MainActor
extension SignalName where Class: IsEntry {
    /// `activate` of a `GtkEntry`: the user pressed Enter in it.
    public static var entryActivated: SignalName<Class, @MainActor () -> Void> { .init("activate", .noArguments) }
}

@MainActor
extension SignalName where Class: IsSearchEntry {
    /// `activate` of a `GtkSearchEntry`: the user pressed Enter in it.
    public static var searchActivated: SignalName<Class, @MainActor () -> Void> { .init("activate", .noArguments) }
    /// `stop-search` of a `GtkSearchEntry`: the user pressed Escape in it.
    public static var stopSearch: SignalName<Class, @MainActor () -> Void> { .init("stop-search", .noArguments) }
}

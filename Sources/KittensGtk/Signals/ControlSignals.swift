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

@MainActor
extension SignalName where Class: IsEventControllerScroll {
    /// `scroll` of a `GtkEventControllerScroll`, with the deltas; the handler answers whether
    /// it took the scroll (then no one else sees it).
    public static var scroll: SignalName<Class, @MainActor (_ dx: Double, _ dy: Double) -> Bool> {
        .init("scroll", .decisionAtPoint)
    }
}

@MainActor
extension SignalName where Class: IsGestureDrag {
    /// `drag-begin` of a `GtkGestureDrag`, at this point of the widget.
    public static var dragBegin: SignalName<Class, @MainActor (_ x: Double, _ y: Double) -> Void> { .init("drag-begin", .point) }
    /// `drag-update` of a `GtkGestureDrag`: the pointer is this far from where the drag began.
    public static var dragUpdate: SignalName<Class, @MainActor (_ dx: Double, _ dy: Double) -> Void> { .init("drag-update", .point) }
}

@MainActor
extension SignalName where Class: IsGestureZoom {
    /// `begin` of a `GtkGestureZoom`: a pinch began.
    public static var gestureBegin: SignalName<Class, @MainActor () -> Void> { .init("begin", .ignoringPointerArgument) }
    /// `scale-changed` of a `GtkGestureZoom`: the fingers are this many times as far apart as
    /// when the pinch began.
    public static var scaleChanged: SignalName<Class, @MainActor (_ scale: Double) -> Void> { .init("scale-changed", .scalar) }
}

@MainActor
extension SignalName where Class: IsDragSource {
    /// `drag-begin` of a `GtkDragSource`: a drag of its content started.
    public static var dragStarted: SignalName<Class, @MainActor () -> Void> { .init("drag-begin", .ignoringPointerArgument) }
    /// `prepare` of a `GtkDragSource`: a drag is about to start at this point of the widget; the
    /// handler answers the `GdkContentProvider` it offers, transfer full, or nil for no drag.
    public static var prepare: SignalName<Class, @MainActor (_ x: Double, _ y: Double) -> UnsafeMutableRawPointer?> {
        .init("prepare", .pointerAtPoint)
    }
}

import GLibRuntime

@MainActor
extension Signal {
    /// `clicked` of a `GtkButton`.
    @discardableResult
    public static func onClicked<Button: SignalEmitter>(
        _ button: Button, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Button.Class: IsButton {
        connect(button, "clicked", .noArguments, handler)
    }

    /// `activate-link` of a `GtkLinkButton`: the user followed the link. Return true when the
    /// handler took care of it, so that GTK does not open the URI itself.
    @discardableResult
    public static func onActivateLink<Button: SignalEmitter>(
        _ button: Button, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalHandlerID where Button.Class: IsLinkButton {
        connect(button, "activate-link", .decision, handler)
    }

    /// `entry-activated` of an `AdwEntryRow` or `AdwPasswordEntryRow`: the user pressed Enter in it.
    @discardableResult
    public static func onEntryRowActivated<Row: SignalEmitter>(
        _ row: Row, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Row.Class: IsEntryRow {
        connect(row, "entry-activated", .noArguments, handler)
    }

    /// `changed` of a `GtkEditable`: its text changed, typed or set.
    @discardableResult
    public static func onTextChanged<Editable: SignalEmitter>(
        _ editable: Editable, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Editable.Class: IsEditable {
        connect(editable, "changed", .noArguments, handler)
    }

    /// `pressed` of a `GtkGestureClick`, with the number of presses and the point in the widget.
    @discardableResult
    public static func onPressed<Gesture: SignalEmitter>(
        _ gesture: Gesture, _ handler: @escaping @MainActor (_ presses: Int32, _ x: Double, _ y: Double) -> Void
    ) -> SignalHandlerID where Gesture.Class: IsGestureClick {
        connect(gesture, "pressed", .signedAndPoint, handler)
    }
}

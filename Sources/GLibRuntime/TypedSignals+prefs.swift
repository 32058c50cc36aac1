import CGtk

@MainActor
extension Signal {
    /// `activate` of a `GtkPasswordEntry` or `GtkEntry`: the user pressed Enter in it.
    @discardableResult
    public static func onEntryActivate(_ entry: some GPointer, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(entry, "activate", handler, SignalCallbacks.instanceOnly)
    }
}

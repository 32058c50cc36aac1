/// A pointer to a GObject whose class the compiler knows: what `Signal.connect` takes, with a
/// signal of that class (`Signal.connect(button, .clicked) { ... }`).
///
/// `Class` names the class: the C instance struct for classes C declares (`GtkButton`,
/// `GtkWindow`, `GApplication`: a typed pointer or a `GObjectRef` of one is an emitter as it is),
/// or a marker type for final classes, whose struct C hides (`GObjectPointer<Gtk.ListView>`).
/// Each signal (`SignalName`) is declared for the `Class`es that conform to the protocol of the
/// class that declares it (`IsButton`, `IsListOrGridView`, ...); a subclass conforms to its
/// ancestors' protocols, so a `GtkToggleButton` is accepted where a button is.
public protocol SignalEmitter<Class>: GPointer {
    associatedtype Class
}

extension UnsafeMutablePointer: SignalEmitter {
    public typealias Class = Pointee
}

extension GObjectRef: SignalEmitter {
    public typealias Class = Pointee
}

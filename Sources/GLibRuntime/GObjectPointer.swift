import CGLib

/// A Swift type that stands for a GObject class or interface: a marker for `GObjectPointer`.
public protocol RegisteredClass {
    /// The class's GType, which a pointer is checked against.
    static var gType: GType { get }
}

/// A pointer to an instance of `Class` (or of a subclass), typed for the compiler where C gives
/// only an `OpaquePointer` or a base class's pointer: `GObjectPointer<Gtk.ListView>(listView)`.
///
/// Made from any pointer, it checks the instance's class once, at run time, so that a wrong
/// claim stops there instead of connecting a handler of the wrong shape. It borrows the object.
public struct GObjectPointer<Class: RegisteredClass>: SignalEmitter {
    public let gpointer: UnsafeMutableRawPointer

    public init(_ instance: some GPointer) {
        precondition(kittens_instance_is_a(instance.gpointer, Class.gType) != 0, "not an instance of \(Class.self)")
        gpointer = instance.gpointer
    }
}

extension GObject: RegisteredClass {
    public static var gType: GType { g_object_get_type() }
}

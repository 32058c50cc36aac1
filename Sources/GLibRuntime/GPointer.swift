/// Anything that points at a GObject instance, however C imported it: GTK's final types
/// come as `OpaquePointer`, others as typed or raw pointers. Says nothing of the class:
/// signals are connected through `SignalEmitter`s, which do.
public protocol GPointer {
    var gpointer: UnsafeMutableRawPointer { get }
}

extension OpaquePointer: GPointer {
    public var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointer {
    public var gpointer: UnsafeMutableRawPointer { self }
}

extension UnsafeMutablePointer: GPointer {
    public var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension GObjectRef: GPointer {
    public var gpointer: UnsafeMutableRawPointer { raw }
}

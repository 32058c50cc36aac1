import CGtk

/// Owns one reference to a GObject: takes it on wrap (sinking a floating reference, so a fresh
/// widget is owned rather than borrowed) and gives it up exactly once, when this value dies.
///
/// Use it for objects Swift keeps: list models, factories, textures, CSS providers, windows
/// before they are presented. Widgets placed in a container are owned by the container; keep
/// a plain pointer to those.
public final class GObjectRef<Pointee>: @unchecked Sendable {
    /// The object, valid while this reference lives.
    public let pointer: UnsafeMutablePointer<Pointee>

    /// Wraps a reference the caller owns ("transfer full"), or sinks a floating one.
    public init(owning pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
        if kittens_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    }

    /// Takes a new reference to an object owned elsewhere ("transfer none").
    public init(retaining pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    /// The object as a plain `GObject`.
    public var object: UnsafeMutablePointer<GObject> { kittens_object(pointer) }

    /// The object as an untyped pointer, as `Signal` and GTK's casts take it.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    deinit { g_object_unref(pointer) }
}

extension GObjectRef where Pointee == GObject {
    /// Wraps a transfer-full object that a GTK function returns as an `OpaquePointer`
    /// (GTK's final types import that way).
    public convenience init(owning opaque: OpaquePointer) {
        self.init(owning: UnsafeMutablePointer<GObject>(opaque))
    }
}

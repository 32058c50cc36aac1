import CGLib

/// Owns one reference to a GObject and gives it up exactly once, when this value dies.
///
/// Use it for objects Swift keeps: list models, factories, textures, CSS providers, windows,
/// sessions, cancellables. Widgets placed in a container are owned by the container; keep a
/// plain pointer to those.
///
/// Sendable because GObject reference counting is atomic; what the object itself allows on other
/// threads is up to its class (a `GCancellable` may be cancelled anywhere, a widget may not).
public final class GObjectRef<Pointee>: @unchecked Sendable {
    /// The object, valid while this reference lives.
    public let pointer: UnsafeMutablePointer<Pointee>

    /// Takes over a reference the caller owns ("transfer full"). A floating reference, as a new
    /// widget has, is sunk: this value then owns the widget rather than borrowing it.
    public init(owning pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
        if kittens_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    }

    /// Takes over a reference the caller owns to an object of a class whose struct C hides (an
    /// `OpaquePointer`); `Pointee` is then a marker type that names the class.
    public convenience init(owning pointer: OpaquePointer) {
        self.init(owning: UnsafeMutablePointer<Pointee>(pointer))
    }

    /// Adds a reference of its own to an object owned elsewhere ("transfer none"). A floating
    /// reference stays floating, for whoever sinks it.
    public init(retaining pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
        g_object_ref(pointer)
    }

    /// The object as a plain `GObject`.
    public var object: UnsafeMutablePointer<GObject> { kittens_object(pointer) }

    /// The object as an untyped pointer, as GLib's functions and the `kittens_*` casts take it.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// The object as an `OpaquePointer`, as functions of final classes (C hides their struct) take it.
    public var opaque: OpaquePointer { OpaquePointer(pointer) }

    deinit { g_object_unref(pointer) }
}

extension GObjectRef where Pointee == GObject {
    /// Takes over a transfer-full object of a final class, which C gives as an `OpaquePointer`.
    public convenience init(owning opaque: OpaquePointer) {
        self.init(owning: UnsafeMutablePointer<GObject>(opaque))
    }
}

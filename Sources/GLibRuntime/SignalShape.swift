import CGLib

/// The C signature of a signal's handler and the Swift closure type that stands for it: each
/// `SignalName` carries its signal's shape, and a handler of another type does not compile. Pick
/// the shape whose C signature is the signal's exactly (GLib checks none).
///
/// Main-actor shapes run the handler on the main actor, where GTK emits, and trap elsewhere.
/// `OnEmittingThread` shapes run it on whichever thread emits: for objects used on one thread
/// only, such as a pixbuf loader or a libsoup message during a synchronous send.
public struct SignalShape<Handler> {
    let callback: GCallback
    /// The handler as GLib's user data, boxed as the type `callback` reads back.
    let box: (Handler) -> AnyObject

    init(callback: GCallback) {
        self.callback = callback
        box = { SignalClosureBox($0) }
    }

    private init(callback: GCallback, box: @escaping (Handler) -> AnyObject) {
        self.callback = callback
        self.box = box
    }

    /// This shape for a handler of another type, which `convert` turns into this shape's when it
    /// is connected: for a signal whose arguments want a Swift type (a C enum as its Swift enum).
    public func adapted<Adapted>(_ convert: @escaping (Adapted) -> Handler) -> SignalShape<Adapted> {
        let box = self.box
        return SignalShape<Adapted>(callback: callback) { box(convert($0)) }
    }
}

extension SignalShape where Handler == @MainActor () -> Void {
    /// `void (*)(instance, data)`.
    public static var noArguments: Self { Self(callback: SignalCallbacks.instanceOnly) }
    /// `void (*)(instance, pointer, data)`, the pointer unused: `notify`'s `GParamSpec`, an action's parameter.
    public static var ignoringPointerArgument: Self {
        SignalShape<@MainActor (UnsafeMutableRawPointer?) -> Void>.optionalPointer.adapted { run in { _ in run() } }
    }
}

extension SignalShape where Handler == @MainActor () -> Bool {
    /// `gboolean (*)(instance, data)`.
    public static var decision: Self { Self(callback: SignalCallbacks.decision) }
}

extension SignalShape where Handler == @MainActor (UnsafeMutableRawPointer?) -> Void {
    /// `void (*)(instance, pointer, data)`.
    static var optionalPointer: Self { Self(callback: SignalCallbacks.pointer) }
}

extension SignalShape where Handler == @MainActor (UnsafeMutableRawPointer) -> Void {
    /// `void (*)(instance, pointer, data)`, the pointer never null (a null one runs nothing).
    public static var pointer: Self {
        SignalShape<@MainActor (UnsafeMutableRawPointer?) -> Void>.optionalPointer.adapted { run in
            { argument in if let argument { run(argument) } }
        }
    }
}

extension SignalShape where Handler == @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void {
    /// `void (*)(instance, pointer, pointer, data)`.
    public static var twoPointers: Self { Self(callback: SignalCallbacks.twoPointers) }
}

extension SignalShape where Handler == @MainActor (UInt32) -> Void {
    /// `void (*)(instance, guint, data)`.
    public static var unsigned: Self { Self(callback: SignalCallbacks.unsigned) }
}

extension SignalShape where Handler == @MainActor (Int32) -> Void {
    /// `void (*)(instance, gint, data)`: `unsigned`'s callback, its 32 bits read as signed.
    public static var signed: Self {
        SignalShape<@MainActor (UInt32) -> Void>.unsigned.adapted { run in { run(Int32(bitPattern: $0)) } }
    }
}

extension SignalShape where Handler == @MainActor (UInt32, UInt32, UInt32) -> Void {
    /// `void (*)(instance, guint, guint, guint, data)`.
    public static var threeUnsigned: Self { Self(callback: SignalCallbacks.threeUnsigned) }
}

extension SignalShape where Handler == @MainActor (Int32, Int32) -> Void {
    /// `void (*)(instance, gint, gint, data)`.
    public static var twoSigned: Self { Self(callback: SignalCallbacks.twoSigned) }
}

extension SignalShape where Handler == @MainActor (Double, Double) -> Void {
    /// `void (*)(instance, gdouble, gdouble, data)`: a point.
    public static var point: Self { Self(callback: SignalCallbacks.point) }
}

extension SignalShape where Handler == @MainActor (Double) -> Void {
    /// `void (*)(instance, gdouble, data)`.
    public static var scalar: Self { Self(callback: SignalCallbacks.scalar) }
}

extension SignalShape where Handler == @MainActor (Double, Double) -> Bool {
    /// `gboolean (*)(instance, gdouble, gdouble, data)`: whether the handler took the event.
    public static var decisionAtPoint: Self { Self(callback: SignalCallbacks.decisionAtPoint) }
}

extension SignalShape where Handler == @MainActor (Double, Double) -> UnsafeMutableRawPointer? {
    /// `gpointer (*)(instance, gdouble, gdouble, data)`: what the handler makes for a point,
    /// transfer full (a `GtkDragSource`'s content), or null.
    public static var pointerAtPoint: Self { Self(callback: SignalCallbacks.pointerAtPoint) }
}

extension SignalShape where Handler == @MainActor (Int32, Double, Double) -> Void {
    /// `void (*)(instance, gint, gdouble, gdouble, data)`.
    public static var signedAndPoint: Self { Self(callback: SignalCallbacks.press) }
}

extension SignalShape where Handler == (Int32, Int32) -> Void {
    /// `void (*)(instance, gint, gint, data)`, run on the emitting thread.
    public static var twoSignedOnEmittingThread: Self { Self(callback: SignalCallbacks.twoSignedOnEmittingThread) }
}

extension SignalShape where Handler == (UInt32, UnsafeMutableRawPointer?) -> Void {
    /// `void (*)(instance, guint or C enum, pointer, data)`, run on the emitting thread.
    public static var unsignedAndPointerOnEmittingThread: Self {
        Self(callback: SignalCallbacks.unsignedAndPointerOnEmittingThread)
    }
}

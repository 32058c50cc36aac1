import CGLib

/// The C callbacks behind `SignalShape`, one per C signature. Each reads its Swift handler back
/// from the user data (its last parameter) and runs it: on the main actor, where GTK emits, or,
/// for the `onEmittingThread` ones, right there on the thread that emits.
enum SignalCallbacks {
    typealias Action = @MainActor () -> Void
    /// `(instance, data)`.
    static let instanceOnly: GCallback = unsafeBitCast(
        { (_: gpointer?, data: gpointer?) in
            guard let run: Action = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run() }
        } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, pointer, data)`, the pointer ignored.
    static let ignoringPointer: GCallback = unsafeBitCast(
        { (_: gpointer?, _: gpointer?, data: gpointer?) in
            guard let run: Action = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run() }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    typealias PointerAction = @MainActor (UnsafeMutableRawPointer) -> Void
    /// `(instance, pointer, data)`, with a non-null pointer.
    static let pointer: GCallback = unsafeBitCast(
        { (_: gpointer?, argument: gpointer?, data: gpointer?) in
            guard let run: PointerAction = Signal.closure(from: data) else { return }
            // GLib emits on the main thread, where the handler runs: the pointer never crosses.
            nonisolated(unsafe) let argument = argument
            MainActor.assumeIsolated { if let argument { run(argument) } }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    typealias TwoPointerAction = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    /// `(instance, pointer, pointer, data)`.
    static let twoPointers: GCallback = unsafeBitCast(
        { (_: gpointer?, first: gpointer?, second: gpointer?, data: gpointer?) in
            guard let run: TwoPointerAction = Signal.closure(from: data) else { return }
            nonisolated(unsafe) let (first, second) = (first, second)
            MainActor.assumeIsolated { run(first, second) }
        } as @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    typealias UnsignedAction = @MainActor (UInt32) -> Void
    /// `(instance, guint, data)`.
    static let unsigned: GCallback = unsafeBitCast(
        { (_: gpointer?, value: guint, data: gpointer?) in
            guard let run: UnsignedAction = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(value) }
        } as @convention(c) (gpointer?, guint, gpointer?) -> Void, to: GCallback.self)

    typealias SignedAction = @MainActor (Int32) -> Void
    /// `(instance, gint, data)`.
    static let signed: GCallback = unsafeBitCast(
        { (_: gpointer?, value: gint, data: gpointer?) in
            guard let run: SignedAction = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(value) }
        } as @convention(c) (gpointer?, gint, gpointer?) -> Void, to: GCallback.self)

    typealias ThreeUnsignedAction = @MainActor (UInt32, UInt32, UInt32) -> Void
    /// `(instance, guint, guint, guint, data)`.
    static let threeUnsigned: GCallback = unsafeBitCast(
        { (_: gpointer?, first: guint, second: guint, third: guint, data: gpointer?) in
            guard let run: ThreeUnsignedAction = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(first, second, third) }
        } as @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void, to: GCallback.self)

    typealias PressAction = @MainActor (Int32, Double, Double) -> Void
    /// `(instance, gint, gdouble, gdouble, data)`.
    static let press: GCallback = unsafeBitCast(
        { (_: gpointer?, count: gint, x: gdouble, y: gdouble, data: gpointer?) in
            guard let run: PressAction = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(count, x, y) }
        } as @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void, to: GCallback.self)

    typealias Decision = @MainActor () -> Bool
    /// `(instance, data) -> gboolean`.
    static let decision: GCallback = unsafeBitCast(
        { (_: gpointer?, data: gpointer?) -> gboolean in
            guard let run: Decision = Signal.closure(from: data) else { return 0 }
            return MainActor.assumeIsolated { run() } ? 1 : 0
        } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self)

    typealias TwoSignedAction = (Int32, Int32) -> Void
    /// `(instance, gint, gint, data)`, run on the emitting thread.
    static let twoSignedOnEmittingThread: GCallback = unsafeBitCast(
        { (_: gpointer?, first: gint, second: gint, data: gpointer?) in
            guard let run: TwoSignedAction = Signal.closure(from: data) else { return }
            run(first, second)
        } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void, to: GCallback.self)

    typealias UnsignedAndPointerAction = (UInt32, UnsafeMutableRawPointer?) -> Void
    /// `(instance, guint or C enum, pointer, data)`, run on the emitting thread.
    static let unsignedAndPointerOnEmittingThread: GCallback = unsafeBitCast(
        { (_: gpointer?, value: guint, pointer: gpointer?, data: gpointer?) in
            guard let run: UnsignedAndPointerAction = Signal.closure(from: data) else { return }
            run(value, pointer)
        } as @convention(c) (gpointer?, guint, gpointer?, gpointer?) -> Void, to: GCallback.self)
}

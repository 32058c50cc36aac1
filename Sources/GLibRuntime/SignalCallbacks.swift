import CGLib

/// The C callbacks behind `SignalShape`, one per C signature. A C function pointer cannot be
/// generic, so each one only hands its arguments to a handler that it reads back, typed, from
/// the user data (its last parameter): through `onMainActor`, on the main actor, where GTK
/// emits, or, for the `onEmittingThread` ones, right there on the thread that emits.
enum SignalCallbacks {
    /// `(instance, data)`.
    static let instanceOnly: GCallback = unsafeBitCast(
        { (_: gpointer?, data: gpointer?) in
            onMainActor(data) { (run: @MainActor () -> Void) in run() }
        } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, pointer, data)`.
    static let pointer: GCallback = unsafeBitCast(
        { (_: gpointer?, argument: gpointer?, data: gpointer?) in
            // GLib emits on the main thread, where the handler runs: the pointer never crosses.
            nonisolated(unsafe) let argument = argument
            onMainActor(data) { (run: @MainActor (UnsafeMutableRawPointer?) -> Void) in run(argument) }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, pointer, pointer, data)`.
    static let twoPointers: GCallback = unsafeBitCast(
        { (_: gpointer?, first: gpointer?, second: gpointer?, data: gpointer?) in
            nonisolated(unsafe) let (first, second) = (first, second)
            onMainActor(data) { (run: @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void) in
                run(first, second)
            }
        } as @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, guint, data)`, and `(instance, gint, data)` read as the same 32 bits: the C
    /// calling convention passes both alike.
    static let unsigned: GCallback = unsafeBitCast(
        { (_: gpointer?, value: guint, data: gpointer?) in
            onMainActor(data) { (run: @MainActor (UInt32) -> Void) in run(value) }
        } as @convention(c) (gpointer?, guint, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, guint, guint, guint, data)`.
    static let threeUnsigned: GCallback = unsafeBitCast(
        { (_: gpointer?, first: guint, second: guint, third: guint, data: gpointer?) in
            onMainActor(data) { (run: @MainActor (UInt32, UInt32, UInt32) -> Void) in run(first, second, third) }
        } as @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, gint, gint, data)`.
    static let twoSigned: GCallback = unsafeBitCast(
        { (_: gpointer?, first: gint, second: gint, data: gpointer?) in
            onMainActor(data) { (run: @MainActor (Int32, Int32) -> Void) in run(first, second) }
        } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, gint, gdouble, gdouble, data)`.
    static let press: GCallback = unsafeBitCast(
        { (_: gpointer?, count: gint, x: gdouble, y: gdouble, data: gpointer?) in
            onMainActor(data) { (run: @MainActor (Int32, Double, Double) -> Void) in run(count, x, y) }
        } as @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void, to: GCallback.self)

    static let point: GCallback = unsafeBitCast(
        { (_: gpointer?, x: gdouble, y: gdouble, data: gpointer?) in
            onMainActor(data) { (run: @MainActor (Double, Double) -> Void) in run(x, y) }
        } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, gdouble, data)`.
    static let scalar: GCallback = unsafeBitCast(
        { (_: gpointer?, value: gdouble, data: gpointer?) in
            onMainActor(data) { (run: @MainActor (Double) -> Void) in run(value) }
        } as @convention(c) (gpointer?, gdouble, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, gdouble, gdouble, data) -> gboolean`.
    static let decisionAtPoint: GCallback = unsafeBitCast(
        { (_: gpointer?, x: gdouble, y: gdouble, data: gpointer?) -> gboolean in
            guard let run: @MainActor (Double, Double) -> Bool = Signal.closure(from: data) else { return 0 }
            return MainActor.assumeIsolated { run(x, y) } ? 1 : 0
        } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean, to: GCallback.self)

    /// `(instance, gdouble, gdouble, data) -> gpointer`, the pointer transfer full.
    static let pointerAtPoint: GCallback = unsafeBitCast(
        { (_: gpointer?, x: gdouble, y: gdouble, data: gpointer?) -> gpointer? in
            guard let run: @MainActor (Double, Double) -> UnsafeMutableRawPointer? = Signal.closure(from: data) else { return nil }
            // GLib emits on the main thread, where the handler runs: the pointer never crosses.
            nonisolated(unsafe) var made: UnsafeMutableRawPointer?
            MainActor.assumeIsolated { made = run(x, y) }
            return made
        } as @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gpointer?, to: GCallback.self)

    /// `(instance, data) -> gboolean`.
    static let decision: GCallback = unsafeBitCast(
        { (_: gpointer?, data: gpointer?) -> gboolean in
            guard let run: @MainActor () -> Bool = Signal.closure(from: data) else { return 0 }
            return MainActor.assumeIsolated { run() } ? 1 : 0
        } as @convention(c) (gpointer?, gpointer?) -> gboolean, to: GCallback.self)

    /// `(instance, gint, gint, data)`, run on the emitting thread.
    static let twoSignedOnEmittingThread: GCallback = unsafeBitCast(
        { (_: gpointer?, first: gint, second: gint, data: gpointer?) in
            let run: ((Int32, Int32) -> Void)? = Signal.closure(from: data)
            run?(first, second)
        } as @convention(c) (gpointer?, gint, gint, gpointer?) -> Void, to: GCallback.self)

    /// `(instance, guint or C enum, pointer, data)`, run on the emitting thread.
    static let unsignedAndPointerOnEmittingThread: GCallback = unsafeBitCast(
        { (_: gpointer?, value: guint, pointer: gpointer?, data: gpointer?) in
            let run: ((UInt32, UnsafeMutableRawPointer?) -> Void)? = Signal.closure(from: data)
            run?(value, pointer)
        } as @convention(c) (gpointer?, guint, gpointer?, gpointer?) -> Void, to: GCallback.self)

    /// Runs `call` with the handler behind `data` on the main actor; traps when GLib emits on
    /// another thread.
    private static func onMainActor<Handler: Sendable>(_ data: gpointer?, _ call: @MainActor (Handler) -> Void) {
        guard let run: Handler = Signal.closure(from: data) else { return }
        MainActor.assumeIsolated { call(run) }
    }
}

/// A signal that objects of class `Class` emit, whose handler is a `Handler`: what
/// `Signal.connect` takes, as in `Signal.connect(button, .clicked) { ... }`.
///
/// Each signal is a static member of an extension constrained to the class that declares it
/// (`where Class: IsButton`), typed with its handler's shape, so a signal named on an object whose
/// class lacks it, or given a handler of another shape, does not compile. The signals are defined
/// next to their classes: GObject's and GIO's here in GLibRuntime (`GIOSignals.swift`), GTK's in
/// KittensGtk (`Signals/`), the pixbuf loader's in KittensPictures, libsoup's in KittensNetwork.
public struct SignalName<Class, Handler> {
    /// The name GLib knows the signal by: `clicked`, `notify::title`.
    public let name: String
    let shape: SignalShape<Handler>

    /// The signal `name`, whose C handler has `shape`'s signature: GLib checks none, so the shape
    /// must be the signal's exactly.
    public init(_ name: String, _ shape: SignalShape<Handler>) {
        self.name = name
        self.shape = shape
    }
}

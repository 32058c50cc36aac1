import CGtk
import GLibRuntime

/// `GdkPixbufLoader`: `size-prepared`.
public protocol IsPixbufLoader {}

extension GdkPixbufLoader: IsPixbufLoader {}

extension SignalName where Class: IsPixbufLoader {
    /// `size-prepared` of a `GdkPixbufLoader`, with the size of the picture, once its header is
    /// read. Runs inside `gdk_pixbuf_loader_write`, on the thread that writes.
    static var sizePrepared: SignalName<Class, (_ width: Int32, _ height: Int32) -> Void> {
        .init("size-prepared", .twoSignedOnEmittingThread)
    }
}

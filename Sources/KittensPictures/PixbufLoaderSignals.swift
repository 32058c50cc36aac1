import CGtk
import GLibRuntime

/// `GdkPixbufLoader`: `size-prepared`.
public protocol IsPixbufLoader {}

extension GdkPixbufLoader: IsPixbufLoader {}

extension Signal {
    /// `size-prepared` of a `GdkPixbufLoader`, with the size of the picture, once its header is
    /// read. Runs inside `gdk_pixbuf_loader_write`, on the thread that writes.
    @discardableResult
    static func onSizePrepared<Loader: SignalEmitter>(
        _ loader: Loader, _ handler: @escaping (_ width: Int32, _ height: Int32) -> Void
    ) -> SignalHandlerID where Loader.Class: IsPixbufLoader {
        connect(loader, "size-prepared", .twoSignedOnEmittingThread, handler)
    }
}

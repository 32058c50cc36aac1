import GLibRuntime

extension Signal {
    /// `after-paint` of a `GdkFrameClock`: a frame has been drawn.
    @MainActor
    @discardableResult
    public static func onAfterPaint<Clock: SignalEmitter>(
        _ clock: Clock, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID where Clock.Class: IsFrameClock {
        connect(clock, "after-paint", .noArguments, handler)
    }

    /// `parsing-error` of a `GtkCssProvider`, with the `GtkCssSection` and the `GError`.
    @MainActor
    @discardableResult
    public static func onParsingError<Provider: SignalEmitter>(
        _ provider: Provider,
        _ handler: @escaping @MainActor (_ section: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandlerID where Provider.Class: IsCssProvider {
        connect(provider, "parsing-error", .twoPointers, handler)
    }

    /// `size-prepared` of a `GdkPixbufLoader`, with the size of the picture, once its header is
    /// read. Runs inside `gdk_pixbuf_loader_write`, on the thread that writes.
    @discardableResult
    public static func onSizePrepared<Loader: SignalEmitter>(
        _ loader: Loader, _ handler: @escaping (_ width: Int32, _ height: Int32) -> Void
    ) -> SignalHandlerID where Loader.Class: IsPixbufLoader {
        connect(loader, "size-prepared", .twoSignedOnEmittingThread, handler)
    }
}

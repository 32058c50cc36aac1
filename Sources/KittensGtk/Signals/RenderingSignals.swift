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
}

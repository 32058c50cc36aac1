import GLibRuntime

@MainActor
extension SignalName where Class: IsFrameClock {
    /// `after-paint` of a `GdkFrameClock`: a frame has been drawn.
    public static var afterPaint: SignalName<Class, @MainActor () -> Void> { .init("after-paint", .noArguments) }
}

@MainActor
extension SignalName where Class: IsCssProvider {
    /// `parsing-error` of a `GtkCssProvider`, with the `GtkCssSection` and the `GError`.
    public static var parsingError:
        SignalName<Class, @MainActor (_ section: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?) -> Void>
    {
        .init("parsing-error", .twoPointers)
    }
}

@MainActor
extension SignalName where Class: IsDrawingArea {
    /// `resize` of a `GtkDrawingArea`: it was given a new size, in pixels.
    public static var resize: SignalName<Class, @MainActor (_ width: Int32, _ height: Int32) -> Void> { .init("resize", .twoSigned) }
}

extension MainWindow {
    /// The Rate page, as its component binds it.
    public var rateView: WindowRateView { part(WindowRateView.self) }
}

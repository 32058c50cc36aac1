/// What a shortcut of the main window opens: a window the app puts over it.
@MainActor
protocol ShortcutOpened {
    static var shortcut: WindowShortcut { get }
}

/// The part that installs `Opened.shortcut` and runs `open` when it is used.
@MainActor
final class OpenedByShortcut<Opened: ShortcutOpened>: WindowPart {
    /// Set by the app; nil does nothing.
    var open: (() -> Void)?

    init(window: MainWindow) {
        window.keys.install(Opened.shortcut) { [weak self] in self?.open?() }
    }

    func detach() { open = nil }
}

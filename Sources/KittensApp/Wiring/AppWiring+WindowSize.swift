import GLibRuntime
import KittensGtk

/// The main window opens at the size it last closed with: read from `storage` before it shows,
/// written when it is asked to close (`close-request`: the close button, Ctrl+W) or when the app
/// quits with it open (Ctrl+Q). A replay neither reads nor writes it. Each new size GTK takes
/// from a resize is logged at debug level, once GTK has laid the window out at it.
extension AppWiring {
    func restoreSize(of window: MainWindow) {
        guard let storage = session.environment.keptSettings else { return }
        if let size = storage.windowSize {
            window.restore(size)
            logger.debug("the window opens at \(size.width)×\(size.height)\(size.maximized ? ", maximized" : "")")
        }
        Signal.connect(window.window, .closeRequest) { [weak self, weak window] () -> Bool in
            if let self, let window { self.saveSize(of: window) }
            return false
        }
        for dimension in ["default-width", "default-height"] {
            Signal.connect(window.window, .notify(dimension)) { [weak self, weak window] in
                guard let self, let window else { return }
                let size = window.size
                logger.debug("the window is now \(size.width)×\(size.height)")
            }
        }
    }

    func saveSize(of window: MainWindow) {
        guard let storage = session.environment.keptSettings else { return }
        let size = window.size
        storage.saveWindowSize(size)
        logger.debug("the window closes at \(size.width)×\(size.height)\(size.maximized ? ", maximized" : "")")
    }
}

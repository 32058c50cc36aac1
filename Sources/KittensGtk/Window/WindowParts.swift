/// A feature's part of the main window: its pages, its parts of the listing and the viewer, its
/// actions and keys. The window makes each once, the first time it is asked for
/// (`MainWindow.part(_:)`), and detaches them all when it is destroyed; it names none of them.
/// A feature asks for its part when its screen attaches to the window, so the parts are made in
/// the order of the app's feature list, before the window's first frame.
@MainActor
protocol WindowPart: AnyObject {
    /// Adds the part to `window`, which it holds weakly.
    init(window: MainWindow)
    /// Stops its work: the window is being destroyed.
    func detach()
}

extension WindowPart {
    func detach() {}
}

/// The parts features added to one window, in the order they were made.
@MainActor
final class WindowParts {
    private var made: [ObjectIdentifier: any WindowPart] = [:]
    private var order: [any WindowPart] = []

    /// The part of type `Part`, made for `window` the first time.
    func part<Part: WindowPart>(_ type: Part.Type, of window: MainWindow) -> Part {
        if let part = made[ObjectIdentifier(type)] as? Part { return part }
        let part = Part(window: window)
        made[ObjectIdentifier(type)] = part
        order.append(part)
        return part
    }

    /// Detaches every part, the last made first.
    func detach() {
        for part in order.reversed() { part.detach() }
    }
}

import CGtk
import Kittens

/// The viewer in the window: the picture page over the list renders the viewer model, and what
/// the user does there (and a row activated) is a viewer event.
extension MainWindow {
    /// Shows the viewer's part of the window: the picture page while a picture shows (the
    /// pages cannot be switched and the filters rest meanwhile), and a Save's or Copy's progress.
    public func renderViewer(_ model: ViewerModel) {
        guard !isDestroyed else { return }
        viewer.render(model)
        views.isSwitchable = viewer.visiblePage != .viewer
        gtk_widget_set_sensitive(header.filters.widget, views.isSwitchable ? 1 : 0)
    }

    /// Does `effect` of the viewer store: the save dialog, a picture to the clipboard, a notice.
    public func performViewer(_ effect: ViewerViewEffect) {
        guard !isDestroyed else { return }
        switch effect {
        case .chooseSaveFile(let imageID, let url): viewer.chooseSaveFile(imageID: imageID, url: url)
        case .copyPicture(let url): viewer.copyPicture(url)
        case .showNotice(let notice): viewer.showNotice(notice)
        }
    }

    func emitViewer(_ event: ViewerIntent) {
        guard !isDestroyed else { return }
        onViewerEvent?(event)
    }
}

/// The window as the viewer component sees it (`ViewerView`): the picture page and the progress
/// line render the model, the store's effects are done, and what the user does in the viewer is
/// sent. Kept by the window (`MainWindow.viewerView`); holds it weakly.
@MainActor
public final class WindowViewerView: ViewerView {
    private weak var window: MainWindow?

    init(window: MainWindow) { self.window = window }

    public var onEvent: ((ViewerIntent) -> Void)? {
        get { window?.onViewerEvent }
        set { window?.onViewerEvent = newValue }
    }

    public func render(_ model: ViewerModel) { window?.renderViewer(model) }

    public func perform(_ effect: ViewerViewEffect) { window?.performViewer(effect) }
}

extension MainWindow {
    /// Pans the viewer's zoomed picture by (`x`, `y`) pixels of the layout, as one drag of the
    /// pointer does: for `kittens-bench`, which cannot drag.
    public func panViewer(byX x: Double, y: Double) {
        guard !isDestroyed, let picture = viewer.builtViewer else { return }
        picture.dragBegan()
        picture.dragged(to: PictureZoom.Vector(x: x, y: y))
    }
}

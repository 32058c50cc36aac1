import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import Localization

/// The viewer's side of the window: swaps the list for the `PictureViewer` while the model has
/// a viewer, loads the picture shown and prefetches the next (`ViewerPictureLoader`), sets the
/// window title, keeps the list's scroll position for the way back, and carries out Save Image
/// As… and Copy Image. Whatever moves from picture to picture goes to the store as events.
@MainActor
final class ViewerPresenter {
    enum Page: String {
        case browse, viewer
    }

    /// What a picture action waits for when it was asked for a row whose picture is not loaded.
    enum PictureTask: Equatable {
        case save, copy
    }

    /// The notice over both pages, then the list (or its placeholders) or the viewer.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The picture page, made the first time a picture is shown: building and laying it out at
    /// start cost about 15 million instructions before the first frame (startup-bench.sh).
    var viewer: PictureViewer { builtViewer ?? makeViewer() }
    private var builtViewer: PictureViewer?
    let notice = ErrorBanner.dismissible()
    let loader: ViewerPictureLoader
    let list: KittenList
    private let pages: UnsafeMutablePointer<GtkWidget>
    private(set) var shown: KittenViewerModel?
    private var savedScrollOffset: Double = 0
    private(set) var window: UnsafeMutablePointer<GtkWindow>?
    var emit: ((KittenEvent) -> Void)?
    var actions = ViewerActionSet()
    /// A save or copy asked for a row's picture that is still loading: (image id, URL, task).
    private var pending: (id: String, url: URL, task: PictureTask)?
    /// The open "Save Image As…" dialog.
    var saveDialog: SaveFileChooser?
    /// Where "Save Image As…" starts; nil: the Pictures folder, or else home.
    var saveFolder: URL?
    /// Set while the viewer waits for a layout (it was just shown, or the window resized), to
    /// know the size to decode for.
    private var sizeWait: (clock: OpaquePointer, handler: SignalHandlerID)?

    init(browse: UnsafeMutablePointer<GtkWidget>, list: KittenList, loader: ViewerPictureLoader) {
        self.list = list
        self.loader = loader
        pages = gtk_stack_new()
        gtk_widget_set_vexpand(pages, 1)
        gtk_stack_add_named(kittens_stack(pages), browse, Page.browse.rawValue)
        gtk_stack_set_visible_child_name(kittens_stack(pages), Page.browse.rawValue)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_vexpand(widget, 1)
        gtk_box_append(kittens_box(widget), notice.revealer)
        gtk_box_append(kittens_box(widget), pages)

        loader.onChange = { [weak self] url in self?.pictureChanged(url) }
        list.onSelectionChanged = { [weak self] in self?.updateActions() }
    }

    private func makeViewer() -> PictureViewer {
        let viewer = PictureViewer()
        builtViewer = viewer
        gtk_stack_add_named(kittens_stack(pages), viewer.widget, Page.viewer.rawValue)
        viewer.onRetry = { [weak self] in
            guard let self, let shown = self.shown else { return }
            self.loader.retry(shown.url, fitting: self.fitSize)
            self.viewer.show(self.loader.state(of: shown.url))
        }
        return viewer
    }

    /// Takes the window whose title, clipboard and dialogs the viewer uses, and adds the
    /// viewer's window actions and their shortcuts.
    func attach(to window: UnsafeMutablePointer<GtkWindow>, application: UnsafeMutablePointer<GtkApplication>) {
        self.window = window
        installActions(on: window, application: application)
        updateActions()
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            Signal.onNotify(window, property: property) { [weak self] in self?.windowResized() }
        }
    }

    /// A larger window may show the picture sharper: once the viewer has its new size, the
    /// picture is decoded again for it (`ViewerPictureLoader.refit`).
    private func windowResized() {
        guard shown != nil else { return }
        _ = waitForSize()
    }

    /// Stops all loading and widget access: the window is being destroyed.
    func detach() {
        stopWaitingForSize()
        emit = nil
        pending = nil
        loader.clear()
        builtViewer?.clear()
        saveDialog?.close()
        saveDialog = nil
        window = nil
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(pages)).flatMap { Page(rawValue: String(cString: $0)) }
    }

    func render(_ model: KittenModel) {
        let previous = shown
        shown = model.viewer
        if let viewerModel = model.viewer {
            if previous == nil {
                savedScrollOffset = list.scrollOffset
                _ = viewer
                gtk_stack_set_visible_child_name(kittens_stack(pages), Page.viewer.rawValue)
            }
            if previous?.imageID != viewerModel.imageID {
                if let position = list.position(ofImage: viewerModel.imageID) { list.select(position) }
                if let window { gtk_window_set_title(window, viewerModel.title) }
            }
            loadShown(waitingForSize: true)
        } else if previous != nil {
            stopWaitingForSize()
            gtk_stack_set_visible_child_name(kittens_stack(pages), Page.browse.rawValue)
            list.scrollOffset = savedScrollOffset
            builtViewer?.clear()
            if pending == nil { loader.clear() }
            if let window { gtk_window_set_title(window, localized("Kittens")) }
        }
        updateActions()
    }

    /// Loads the shown picture and prefetches the next, decoded for the viewer's size; until the
    /// viewer has been laid out once (it was just shown), waits for the next frame.
    private func loadShown(waitingForSize: Bool) {
        guard let shown else { return }
        if viewer.drawnSize == nil, waitingForSize, waitForSize() {
            viewer.show(.loading)
            return
        }
        let box = fitSize
        loader.keep([shown.url] + (shown.nextURL.map { [$0] } ?? []), fitting: box)
        loader.refit(shown.url, to: box)
        viewer.show(loader.state(of: shown.url))
    }

    /// Whether it now waits for the window's next frame, after which the viewer has a size.
    private func waitForSize() -> Bool {
        if sizeWait != nil { return true }
        guard let window, let clock = gtk_widget_get_frame_clock(kittens_widget(window)) else { return false }
        let handler = Signal.onAfterPaint(GObjectPointer<Gdk.FrameClock>(clock)) { [weak self] in
            guard let self else { return }
            self.stopWaitingForSize()
            self.loadShown(waitingForSize: false)
            self.updateActions()
        }
        sizeWait = (clock, handler)
        return true
    }

    private func stopWaitingForSize() {
        guard let sizeWait else { return }
        self.sizeWait = nil
        Signal.disconnect(sizeWait.clock, sizeWait.handler)
    }

    /// The picture the viewer shows, when it has loaded.
    var shownPicture: ViewerPicture? {
        guard let shown, case .loaded(let picture) = loader.state(of: shown.url) else { return nil }
        return picture
    }

    /// Device pixels to decode the viewer's pictures for: the viewer's area, or before it has
    /// one, the window's.
    var fitSize: (width: Int, height: Int) {
        if let size = builtViewer?.drawnSize { return size }
        guard let window else { return (1280, 1024) }
        let widget = kittens_widget(window)
        let scale = max(1, Int(gtk_widget_get_scale_factor(widget)))
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        return width > 0 && height > 0 ? (width * scale, height * scale) : (1280, 1024)
    }

    /// Saves or copies the shown picture, or else the selected row's once it has loaded.
    func perform(_ task: PictureTask) {
        if let shown {
            guard let picture = shownPicture else { return }
            run(task, picture, imageID: shown.imageID)
            return
        }
        guard let row = list.selectedRow else { return }
        if case .loaded(let picture) = loader.state(of: row.url) {
            run(task, picture, imageID: row.id)
            return
        }
        pending = (row.id, row.url, task)
        loader.keep([row.url], fitting: fitSize)
        if case .failed = loader.state(of: row.url) { loader.retry(row.url, fitting: fitSize) }
    }

    private func run(_ task: PictureTask, _ picture: ViewerPicture, imageID: String) {
        switch task {
        case .save: chooseSaveFile(for: picture, imageID: imageID)
        case .copy: copy(picture)
        }
    }

    /// Puts the picture's texture on the window's clipboard.
    func copy(_ picture: ViewerPicture) {
        guard let window else { return }
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(kittens_widget(window)), picture.texture.texture)
    }

    private func pictureChanged(_ url: URL) {
        if let pending, pending.url == url, let state = loader.state(of: url) {
            self.pending = nil
            switch state {
            case .loading: self.pending = pending
            case .loaded(let picture): run(pending.task, picture, imageID: pending.id)
            case .failed(let failure): notice.show(localized("The picture could not be loaded: {reason}", ["reason": failure.message]))
            }
        }
        if let shown, shown.url == url {
            viewer.show(loader.state(of: url))
        }
        updateActions()
    }
}

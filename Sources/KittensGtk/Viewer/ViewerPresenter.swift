import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import Localization

/// The viewer's side of the window: swaps the list for the `PictureViewer` while the model has
/// a viewer, shows the picture as the model says it loaded (the decoded picture comes from
/// `PictureLoader`, which also prefetches the next), sets the window title, keeps the
/// list's scroll position for the way back, and shows the progress of a Save or Copy. What is
/// loading, what failed and what is pending is the store's; this only renders and sends events.
@MainActor
final class ViewerPresenter {
    enum Page: String {
        case browse, viewer
    }

    /// The progress line over both pages, then the list (or its placeholders) or the viewer.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The picture page, made the first time a picture is shown: building and laying it out at
    /// start cost about 15 million instructions before the first frame (startup-bench.sh).
    var viewer: PictureViewer { builtViewer ?? makeViewer() }
    private(set) var builtViewer: PictureViewer?
    /// Decodes the picture again for a zoom once the frame showing the zoom is painted.
    private let refitAfterFrame = AfterNextFrame()
    /// The window's toasts, which tell how a Save or Copy ended.
    let toasts: Toasts
    let progress = PictureProgressLine()
    let loader: PictureLoader
    let list: PictureList
    private let pages: UnsafeMutablePointer<GtkWidget>
    /// The viewer's part of the model rendered last.
    private(set) var shown: ViewedPicture?
    /// The picture of the Save or Copy running, as the model rendered last said.
    private(set) var taskURL: URL?
    /// Whether the slideshow moves on by itself, as the model rendered last said.
    private(set) var isSlideshowPlaying = false
    /// Whether the desktop takes a background, as the model rendered last said.
    private(set) var canSetBackground = false
    private var shownProgress: String?
    private var savedScrollOffset: Double = 0
    private(set) var window: UnsafeMutablePointer<GtkWindow>?
    /// The window's full screen, which Escape leaves before it goes back to the list.
    weak var fullScreen: FullScreen? {
        didSet { fullScreen?.onChange = { [weak self] in self?.updateActions() } }
    }
    /// Where the viewer's events go (the viewer store's intents).
    var emit: ((ViewerIntent) -> Void)?
    /// Each makes a part another feature adds to the viewer, when the viewer is made (`addPart`).
    private var partMakers: [@MainActor () -> any PicturePart] = []
    var actions = ViewerActionSet()
    /// The open "Save Image As…" dialog.
    var saveDialog: SaveFileChooser?
    /// Where "Save Image As…" starts; nil: the Pictures folder, or else home.
    var saveFolder: URL?
    /// Set while the viewer waits for a layout (it was just shown, or the window resized), to
    /// know the size to decode for.
    private var sizeWait: (clock: OpaquePointer, handler: SignalHandlerID)?

    init(browse: UnsafeMutablePointer<GtkWidget>, list: PictureList, loader: PictureLoader, toasts: Toasts) {
        self.list = list
        self.toasts = toasts
        self.loader = loader
        pages = gtk_stack_new()
        gtk_widget_set_vexpand(pages, 1)
        gtk_stack_add_named(kittens_stack(pages), browse, Page.browse.rawValue)
        gtk_stack_set_visible_child_name(kittens_stack(pages), Page.browse.rawValue)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_vexpand(widget, 1)
        gtk_box_append(kittens_box(widget), progress.widget)
        gtk_box_append(kittens_box(widget), pages)

        loader.onChange = { [weak self] url in self?.pictureChanged(url) }
        loader.fitSize = { [weak self] in
            guard let self else { return nil }
            return self.sizeWait == nil ? self.fitSize : nil
        }
        list.onSelectionChanged = { [weak self] in self?.updateActions() }
    }

    private func makeViewer() -> PictureViewer {
        let viewer = PictureViewer(pictureParts: partMakers.map { $0() })
        builtViewer = viewer
        gtk_stack_add_named(kittens_stack(pages), viewer.widget, Page.viewer.rawValue)
        viewer.onRetry = { [weak self] in self?.emit?(.retryPicture) }
        viewer.onZoomChanged = { [weak self] zoom in self?.zoomChanged(zoom) }
        viewer.onInput = { [weak self] in
            guard let self, self.isSlideshowPlaying else { return }
            self.emit?(.stopSlideshow)
        }
        return viewer
    }

    /// Adds a part to the viewer (`PicturePart`), which `make` makes with the viewer, the first
    /// time a picture shows. Call it before that.
    func addPart(_ make: @escaping @MainActor () -> any PicturePart) {
        partMakers.append(make)
    }

    /// Takes the window whose title, clipboard and dialogs the viewer uses, and adds the
    /// viewer's window actions and their shortcuts.
    func attach(to window: UnsafeMutablePointer<GtkWindow>, keys: WindowShortcuts) {
        self.window = window
        installActions(with: keys)
        pauseSlideshowOnKeys(of: window)
        updateActions()
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            Signal.connect(window, .notify(property)) { [weak self] in self?.windowResized() }
        }
    }

    /// A larger window may show the picture sharper: once the viewer has its new size, the
    /// picture is decoded again for it (`PictureLoader.refit`).
    private func windowResized() {
        guard shown != nil else { return }
        _ = waitForSize()
    }

    /// Stops all loading and widget access: the window is being destroyed.
    func detach() {
        stopWaitingForSize()
        refitAfterFrame.cancel()
        emit = nil
        loader.clear()
        builtViewer?.clear()
        saveDialog?.close()
        saveDialog = nil
        window = nil
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(pages)).flatMap { Page(rawValue: String(cString: $0)) }
    }

    func render(_ model: ViewerModel) {
        let previous = shown
        shown = model.viewer
        taskURL = model.pictureTaskURL
        isSlideshowPlaying = model.isSlideshowPlaying
        canSetBackground = model.canSetBackground
        if model.pictureProgress != shownProgress {
            shownProgress = model.pictureProgress
            progress.show(model.pictureProgress, isBusy: true)
        }
        if let viewerModel = model.viewer {
            if previous == nil {
                savedScrollOffset = list.scrollOffset
                _ = viewer
                gtk_stack_set_visible_child_name(kittens_stack(pages), Page.viewer.rawValue)
            }
            viewer.showInParts(viewerModel)
            if previous?.pictureLabel != viewerModel.pictureLabel { viewer.setPictureLabel(viewerModel.pictureLabel) }
            if previous?.imageID != viewerModel.imageID {
                viewer.resetZoom()
                if let position = list.position(ofImage: viewerModel.imageID) { list.select(position) }
                if let window { gtk_window_set_title(window, viewerModel.title) }
            }
            showPicture(waitingForSize: true)
        } else {
            if previous != nil {
                stopWaitingForSize()
                gtk_stack_set_visible_child_name(kittens_stack(pages), Page.browse.rawValue)
                list.scrollOffset = savedScrollOffset
                builtViewer?.clear()
                if let window { gtk_window_set_title(window, localized("Kittens")) }
            }
            keepPictures()
        }
        updateActions()
    }

    /// Keeps loaded only the pictures the model needs: the shown one, that of a running Save or
    /// Copy, and the next (prefetched) when the loader has room for it. Not while the viewer
    /// waits for its size, which its pictures are decoded for.
    private func keepPictures() {
        var urls: [URL] = []
        for url in [shown?.url, taskURL, shown?.nextURL].compactMap(\.self) where !urls.contains(url) {
            urls.append(url)
        }
        loader.keep(urls, fitting: fitSize)
    }

    /// Shows the picture as the model says it loaded, decoded for the viewer's size; until the
    /// viewer has been laid out once (it was just shown), waits for the next frame.
    private func showPicture(waitingForSize: Bool) {
        guard let shown else { return }
        if viewer.drawnSize == nil, waitingForSize, waitForSize() {
            viewer.show(.loading)
            return
        }
        keepPictures()
        loader.refit(shown.url, to: fitSize)
        switch shown.picture {
        case .loading: viewer.show(.loading)
        case .failed(let error): viewer.showFailure(error.message)
        case .shown: viewer.show(loader.state(of: shown.url) ?? .loading)
        }
    }

    /// Whether it now waits for the window's next frame, after which the viewer has a size.
    private func waitForSize() -> Bool {
        if sizeWait != nil { return true }
        guard let window, let clock = gtk_widget_get_frame_clock(kittens_widget(window)) else { return false }
        let handler = Signal.connect(GObjectPointer<Gdk.FrameClock>(clock), .afterPaint) { [weak self] in
            guard let self else { return }
            self.stopWaitingForSize()
            self.builtViewer?.laidOut()
            self.showPicture(waitingForSize: false)
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

    /// The selected row of the view under the viewer, and whether that view is the listing;
    /// set by the window, which has other pages too. The listing's until then.
    var browsedSelection: (@MainActor () -> (row: PictureRow?, isListing: Bool))?

    /// The selected row of the view under the viewer, and whether that view is the listing.
    var browsed: (row: PictureRow?, isListing: Bool) {
        browsedSelection?() ?? (list.selectedRow, true)
    }

    /// The picture the viewer shows, when it has loaded.
    var shownPicture: ViewerPicture? {
        guard let shown, shown.picture == .shown, case .loaded(let picture) = loader.state(of: shown.url) else { return nil }
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

    /// The image Save and Copy act on: the one shown, or else the listing's selected row's
    /// while the listing shows (the kitten store knows its pictures; a picture of another page
    /// is saved from the viewer).
    var pictureTarget: String? {
        if let shown { return shown.imageID }
        let browsed = browsed
        return browsed.isListing ? browsed.row?.id : nil
    }

    /// Puts `url`'s loaded picture on the window's clipboard.
    func copyPicture(_ url: URL) {
        guard let window, case .loaded(let picture) = loader.state(of: url) else { return }
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(kittens_widget(window)), picture.texture.texture)
    }

    /// Tells how a Save or Copy ended, in a toast; the progress line, which said what it waited
    /// for, goes.
    func showNotice(_ notice: PictureNotice) {
        shownProgress = nil
        progress.show(nil, isBusy: false)
        toasts.show(notice.message, isFailure: notice.isFailure)
    }

    /// The picture shown was zoomed: decoded again at the size drawn when that shows more of
    /// its real pixels, within the loader's budget, which the viewer names when it limits them.
    private func zoomChanged(_ zoom: PictureZoom?) {
        let sharpness = zoom?.sharpness(budget: loader.configuration.zoomPixelBudget)
        if let zoom, let sharpness, let shown, !zoom.isFit, let widget = builtViewer?.widget {
            // The frame that shows the zoom first; the decode, which takes a core for a while, after it.
            let url = shown.url, box = (sharpness.width, sharpness.height)
            refitAfterFrame.run(after: widget) { [weak self] in self?.loader.refit(url, to: box) }
        } else if let zoom, zoom.isFit, let shown, let widget = builtViewer?.widget {
            // Fitted to a viewer whose size changed (the window's new size arrives after the
            // frame `windowResized` waits for when the display server is slow): decoded again
            // for the size it now has, if that shows more.
            let url = shown.url
            refitAfterFrame.run(after: widget) { [weak self] in
                guard let self else { return }
                self.loader.refit(url, to: self.fitSize)
            }
        } else {
            refitAfterFrame.cancel()
        }
        builtViewer?.showZoomNotice(sharpness?.notice)
        updateActions()
    }

    private func pictureChanged(_ url: URL) {
        if let shown, shown.url == url, shown.picture == .shown {
            viewer.show(loader.state(of: url))
        }
        updateActions()
    }

    /// Any key let go in the window (but F5, which starts the slideshow) pauses a slideshow,
    /// seen before the widgets take it.
    private func pauseSlideshowOnKeys(of window: UnsafeMutablePointer<GtkWindow>) {
        guard let keys = gtk_event_controller_key_new() else { return }
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(GObjectPointer<Gtk.EventControllerKey>(keys.gpointer), .keyReleased) { [weak self] keyval, _, _ in
            guard let self, keyval != UInt32(GDK_KEY_F5), self.isSlideshowPlaying else { return }
            self.emit?(.stopSlideshow)
        }
        gtk_widget_add_controller(kittens_widget(window), keys)
    }
}

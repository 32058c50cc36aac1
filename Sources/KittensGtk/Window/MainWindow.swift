import KittensPictures
import CAdw
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport

/// The Kittens window: the GTK 4 `ListingView`. It renders models and reports what the user does;
/// it decides nothing.
///
/// An `AdwApplicationWindow`: the header bar, then a toast overlay (`Toasts`) over the error
/// strip and the content.
///
/// Lifetime: the application keeps the `AdwApplicationWindow` open until it is destroyed
/// (closed by the user, `close()`, Ctrl+W, or the application quitting). This object holds one
/// more reference, so `window` and every child widget stay valid pointers for as long as it
/// lives. Because that reference keeps GTK from disposing the window, its destruction is seen
/// as the application's `window-removed`: then thumbnail work is cancelled, `onEvent` is
/// cleared, `onDestroy` runs once, and `render` and `perform` do nothing from then on.
/// Dropping this object while the window is still open destroys the window. No GTK callback
/// reaches this object after it dies: every handler holds it weakly.
@MainActor
public final class MainWindow: ListingView {
    /// Where user actions go. Set by the component.
    public var onEvent: ((ListingIntent) -> Void)?
    /// Runs once, when the GTK window has been destroyed (closed by the user, `close()`, or the
    /// application quitting). Drop this object there.
    public var onDestroy: (() -> Void)?
    /// Where what the user does in the viewer goes (a row activated, previous, next, back,
    /// Retry, Save and Copy of pictures, the save dialog's answer).
    public var onViewerEvent: ((ViewerIntent) -> Void)?
    /// The window as the viewer component binds it.
    public private(set) lazy var viewerView = WindowViewerView(window: self)
    /// What the features add to the window (`part(_:)`).
    private let featureParts = WindowParts()
    /// The manual F1 and the primary menu's Help open (`win.help`): the installed one unless the
    /// app, run from a checkout, names the checkout's pages.
    public var help = HelpLocation.installed
    /// Opens the help's URI; nil: `gtk_show_uri`, which starts the desktop's help viewer. Tests
    /// set it so that no viewer starts.
    var openHelpURI: ((String) -> Void)?

    private let reference: GObjectRef<GtkWindow>
    /// The window's actions with keys, as the features declared them; the Keyboard Shortcuts
    /// window lists these.
    let keys: WindowShortcuts
    private let application: GObjectRef<GtkApplication>
    private var windowRemovedHandler: SignalHandlerID?
    let header = HeaderControls()
    let banner = ErrorBanner()
    let list: PictureList
    let content: ContentStack
    /// "Pictures" and the pages features add, switched in the header bar; the added pages are
    /// made when first needed: after the first frame (`buildAfterFirstFrame`), or when shown.
    let views: BrowseViews
    let thumbnails: ThumbnailLoader
    /// The pictures dragged out of rows and cells, downloaded within the viewer's budgets.
    let draggedPictures: DraggedPictures
    /// The Keyboard Shortcuts window, made the first time it is asked for (`win.show-help-overlay`,
    /// Ctrl+?) so that start-up does not pay for it; from then on the window's help overlay.
    private(set) var shortcuts: ShortcutsWindow?
    /// Made when first asked for (`win.about`).
    private(set) var about: AboutDialog?
    /// F11, the viewer's button and Escape: the window in full screen, its header shown on motion.
    private(set) var fullScreen: FullScreen?
    let viewer: ViewerPresenter
    /// One-off notices over the content: how a Save or Copy ended (`viewer`'s), and the
    /// features' stores'.
    let toasts = Toasts()
    private(set) var isDestroyed = false
    private var lastModel: ListingModel?
    /// The window and its frame live in data/ui/window.ui; the parts are put in here.
    private let layout = UIBuilder("window.ui")
    /// The window's frame, drawn cheaply where no compositor draws one.
    private let windowFrame: WindowFrame

    /// The `GtkWindow`; valid as long as this object lives.
    public var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Builds the window for `application` (which must be registered: call this from `activate`)
    /// (features add their parts to it: `part(_:)`), and installs the shortcuts they all
    /// declare (`WindowShortcut`; the Keyboard Shortcuts window, Ctrl+?, lists them). `pictures`
    /// loads the viewer's pictures. The window is not shown until `present()`.
    public init(
        application: UnsafeMutablePointer<GtkApplication>, thumbnails: ThumbnailLoader = ThumbnailLoader(),
        pictures: PictureLoader = PictureLoader()
    ) {
        self.thumbnails = thumbnails
        draggedPictures = DraggedPictures(configuration: pictures.configuration)
        list = PictureList(thumbnails: thumbnails, dragged: draggedPictures)
        content = ContentStack(list: list.widget, over: header.filters.bar)
        views = BrowseViews(pictures: content.page)
        header.setTitle(views.switcherTitle)
        viewer = ViewerPresenter(browse: views.widget, list: list, loader: pictures, toasts: toasts)
        let widget = layout.widget("window")
        reference = GObjectRef(retaining: kittens_window(widget))
        windowFrame = WindowFrame(window: widget)
        self.application = GObjectRef(retaining: application)
        gtk_window_set_application(reference.pointer, application)
        keys = WindowShortcuts(window: reference.pointer, application: application)
        let body = layout.widget("body")
        gtk_box_append(kittens_box(body), banner.parts[.revealer])
        gtk_box_append(kittens_box(body), viewer.widget)
        toasts.setChild(body)
        let frame = layout.widget("frame")
        gtk_box_append(kittens_box(frame), header.headerBar)
        gtk_box_append(kittens_box(frame), toasts.overlay)

        banner.onButton = { [weak self] in self?.emit(.retry) }
        list.onEvent = { [weak self] event in self?.emit(event) }
        list.onActivate = { [weak self] row in self?.emitViewer(.showPicture(id: row.id)) }
        list.onGalleryMade = { [weak self] gallery in self?.content.placeGallery(gallery) }
        header.onLayoutChosen = { [weak self] layout in self?.emit(.useLayout(layout)) }
        header.filters.onEvent = { [weak self] event in self?.emit(event) }
        installActions()
        viewer.emit = { [weak self] event in self?.emitViewer(event) }
        viewer.browsedSelection = { [weak self] in
            guard let self else { return (nil, true) }
            return (self.browsedSelectedRow, self.views.visible == .pictures)
        }
        views.onVisibleChanged = { [weak self] in
            self?.viewer.updateActions()
            self?.showFiltersForVisibleView()
        }
        content.onClearFilters = { [weak self] in self?.emit(.clearFilters) }
        viewer.attach(to: window, keys: keys)
        windowRemovedHandler = Signal.connect(application, .windowRemoved) { [weak self] removed in
            guard let self, removed == UnsafeMutableRawPointer(self.window) else { return }
            self.windowDestroyed()
        }
    }

    isolated deinit {
        if let windowRemovedHandler { Signal.disconnect(application, windowRemovedHandler) }
        if !isDestroyed {
            list.detach()
            featureParts.detach()
            gtk_window_destroy(window)
        }
        // Before the main window is finalized: the shortcuts window disconnects from it then.
        shortcuts = nil
    }

    /// The part of type `Part` a feature adds, made the first time it is asked for.
    func part<Part: WindowPart>(_ type: Part.Type) -> Part {
        featureParts.part(type, of: self)
    }

    /// Makes what the first frame does not show (the pages features add): call once the
    /// window's first frame is out, so that start-up does not pay for it.
    public func buildAfterFirstFrame() {
        guard !isDestroyed else { return }
        views.buildAll()
    }

    /// Shows the window and brings it to the front.
    public func present() {
        guard !isDestroyed else { return }
        gtk_window_present(window)
    }

    /// Closes the window, as the user would; it is then destroyed.
    public func close() {
        guard !isDestroyed else { return }
        gtk_window_close(window)
    }

    public func render(_ model: ListingModel) {
        guard !isDestroyed else { return }
        defer { lastModel = model }
        header.showLoading(model.isLoading)
        if model.filters != lastModel?.filters {
            header.filters.render(model.filters)
            showFiltersForVisibleView()
        }
        if model.errorMessage != lastModel?.errorMessage || lastModel == nil {
            banner.show(model.errorMessage)
        }
        // Before the rows: the pane hidden does not make items for them.
        if model.layout != lastModel?.layout {
            header.showLayout(model.layout)
            list.show(model.layout)
        }
        list.render(model)
        if model.placeholder != lastModel?.placeholder || lastModel == nil {
            content.show(model.placeholder)
        }
        if model.endOfList != lastModel?.endOfList || lastModel == nil { content.showEndOfList(model.endOfList) }
    }

    /// Does `effect`; a URL that is not a web URL (`WebURL`) never reaches the desktop or the clipboard.
    public func perform(_ effect: ListingViewEffect) {
        guard !isDestroyed else { return }
        switch effect {
        case .openURL(let url):
            guard url.isWebURL else { return }
            gtk_show_uri(window, url.absoluteString, kittens_current_time())
        case .copyToClipboard(let url):
            guard url.isWebURL else { return }
            gdk_clipboard_set_text(gtk_widget_get_clipboard(kittens_widget(window)), url.absoluteString)
        }
    }

    func emit(_ event: ListingIntent) {
        guard !isDestroyed else { return }
        onEvent?(event)
    }

    /// Installs the window's actions and the listing's, each shortcut as declared
    /// (`WindowShortcut`), in the order the Keyboard Shortcuts window lists them.
    private func installActions() {
        keys.install(.help) { [weak self] in self?.showHelp() }
        // Added before any help overlay is set, so GTK keeps this action rather than adding its own.
        keys.install(.keyboardShortcuts) { [weak self] in self?.showShortcuts() }
        keys.declare(.mainMenu)
        keys.install(.closeWindow) { [weak self] in self?.close() }
        fullScreen = FullScreen(window: window, header: header.headerBar, keys: keys)
        viewer.fullScreen = fullScreen
        keys.declare(.quit)
        keys.addAction("about") { [weak self] in self?.showAbout() }
        keys.install(.refresh) { [weak self] in
            guard let self else { return }
            // F5 in the viewer is its slideshow's: the list it would refresh is not shown.
            if self.viewer.visiblePage == .viewer { return self.viewer.toggleSlideshow() }
            self.emit(.refresh)
        }
        keys.install(.filters) { [weak self] in self?.openFilters() }
        keys.install(.copyAddress) { [weak self] in
            guard let self, let row = self.browsedSelectedRow else { return }
            self.emit(.copy(row.url))
        }
        keys.addAction("open-selected") { [weak self] in
            guard let self, let row = self.browsedSelectedRow else { return }
            self.emit(.open(row.url))
        }
        keys.install(.showAsList) { [weak self] in
            guard let self else { return }
            // Ctrl+1 in the viewer is Zoom to 100 %, as in GNOME's image viewer.
            if self.viewer.visiblePage == .viewer { return self.viewer.showActualSize() }
            self.emit(.useLayout(.list))
        }
        keys.install(.showAsGallery) { [weak self] in self?.emit(.useLayout(.gallery)) }
        keys.declare(.openPicture)
        keys.declare(.pictureMenu)
    }

    private func showHelp() {
        guard !isDestroyed else { return }
        if let openHelpURI {
            openHelpURI(help.uri)
        } else {
            gtk_show_uri(window, help.uri, kittens_current_time())
        }
    }

    /// The selected row of the view shown, the listing's or an added page's, which Copy
    /// Address (Ctrl+C), Open in Browser and the picture actions act on.
    private var browsedSelectedRow: PictureRow? {
        guard let visible = views.visible, visible != .pictures else { return list.selectedRow }
        return views.selectedRow(on: visible)
    }

    private func showShortcuts() {
        guard !isDestroyed else { return }
        if shortcuts == nil, let made = ShortcutsWindow(groups: keys.groups) {
            shortcuts = made
            gtk_application_window_set_help_overlay(
                kittens_application_window(window), kittens_shortcuts_window(made.window))
        }
        shortcuts?.present()
    }

    private func showAbout() {
        guard !isDestroyed else { return }
        let about = self.about ?? AboutDialog(parent: window)
        self.about = about
        about.present()
    }

    private func windowDestroyed() {
        guard !isDestroyed else { return }
        isDestroyed = true
        if let windowRemovedHandler { Signal.disconnect(application, windowRemovedHandler) }
        windowRemovedHandler = nil
        list.detach()
        featureParts.detach()
        viewer.detach()
        thumbnails.cancelAll()
        onEvent = nil
        onViewerEvent = nil
        about = nil
        shortcuts = nil
        let onDestroy = self.onDestroy
        self.onDestroy = nil
        onDestroy?()
    }
}

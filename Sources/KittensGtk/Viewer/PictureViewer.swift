import KittensPictures
import CGLib
import CGtk
import CKittensPaintable
import GLibRuntime
import Kittens

/// The widgets of the picture viewer: a tool bar (Back, Previous, Next and the picture menu,
/// all bound to window actions) over the picture scaled to fit, a spinner while it loads, or
/// the error with Retry, with the details other features add (`PicturePart`) beside it, or under
/// it when the viewer is narrow (`PictureDetailsPlacement`). It shows what it is given and
/// decides nothing. An animated GIF plays (`PictureViewer+Animation.swift`).
@MainActor
final class PictureViewer {
    enum Page: String {
        case picture, loading, error
    }

    let widget: UnsafeMutablePointer<GtkWidget>
    /// What other features add to the tool bar and beside the picture.
    let pictureParts: [any PicturePart]
    var onRetry: (() -> Void)?
    /// Runs at each click in the viewer: what pauses a slideshow (as keys do, `ViewerPresenter`).
    var onInput: (() -> Void)?
    /// The animation shown, and the first-frame texture of the picture it plays.
    var animation: (player: GIFAnimation, first: OpaquePointer)?
    /// Set once Play was pressed: the animation plays although animations are off.
    var playRequested = false
    /// How the picture shown is zoomed (`PictureViewer+Zoom.swift`); nil while none shows.
    var zoom: PictureZoom?
    /// Runs when the zoom changed (nil: no picture to zoom), to decode sharper and update the
    /// zoom actions.
    var onZoomChanged: ((PictureZoom?) -> Void)?
    /// Where the pointer is over the picture (layout pixels), which Ctrl+scroll zooms about.
    var pointer = PictureZoom.Vector.zero
    /// How far the drag that pans the picture has gone so far.
    var dragOffset = PictureZoom.Vector.zero
    /// The pinch's scale at its last step.
    var pinchScale = 1.0
    /// What the picture shows fitted: the decoded texture (which a zoom cuts its region from)
    /// and the paintable that draws it (the texture, or an animation's frames).
    var source: (texture: Texture, paintable: OpaquePointer)?
    /// What the picture shows zoomed: the region of `source` the viewer shows.
    let regionPaintable = GObjectRef<GObject>(owning: kittens_region_paintable_new())
    /// Drags the picture out (`PictureDragSource`).
    private(set) lazy var dragOut = PictureDragSource(on: parts[.picture])
    /// The tiles of `source`'s texture the region paintable draws.
    var zoomTiles = ZoomTiles()
    /// The zoomed picture a sharper decode replaced, drawn under the tiles not made yet; kept
    /// until the picture is fitted or another shows.
    var zoomUnderlay: Texture?
    /// Asks for the tiles a frame left out, after that frame.
    let moreTiles = AfterNextFrame()
    /// Has the first zoom's drawing compiled when the first picture shows.
    private(set) lazy var zoomWarmUp = ZoomWarmUp(picture: parts[.zoomWarmUp])
    /// Whether the full-screen button offers to leave full screen (`showFullScreen`).
    var fullScreenButtonLeaves = false

    /// Its widgets in data/ui/picture-viewer.ui; a case's raw value is the widget's id.
    /// - `playButton`: Over the picture of an animated GIF while animations are off: plays it.
    enum Part: String, CaseIterable {
        case picture, spinner, errorLabel = "error-label", retryButton = "retry-button"
        case backButton = "back-button", menuButton = "menu-button", playButton = "play-button", pages
        case content, widthProbe = "width-probe"
        case zoomLevel = "zoom-level", zoomLimitLabel = "zoom-limit-label"
        case fullScreenButton = "fullscreen-button"
        case zoomWarmUp = "zoom-warm-up"
    }

    /// Where the details are now: beside the picture until the viewer is first given a width.
    private(set) var detailsPlacement = PictureDetailsPlacement.beside

    /// The layout lives in data/ui/picture-viewer.ui; the picture menu's model and the parts
    /// (`pictureParts`) are added here.
    let parts = UIParts<Part>("picture-viewer.ui")

    init(pictureParts: [any PicturePart] = []) {
        self.pictureParts = pictureParts
        widget = parts.builder.widget("viewer")
        var toolBarEnd = parts.builder.widget("spacer")
        for part in pictureParts {
            switch part.place {
            case .toolBar:
                gtk_box_insert_child_after(kittens_box(parts.builder.widget("tool-bar")), part.widget, toolBarEnd)
                toolBarEnd = part.widget
            case .details:
                gtk_box_append(kittens_box(parts[.content]), part.widget)
            }
        }
        let menu = PictureMenu.make()
        PictureMenu.appendViewerItems(to: menu)
        gtk_menu_button_set_menu_model(OpaquePointer(parts[.menuButton]), kittens_menu_model(menu.raw))
        Signal.connect(kittens_drawing_area(parts[.widthProbe]), .resize) { [weak self] width, _ in
            // Emitted while GTK allocates sizes: the details move after that, before the next frame.
            Idle.once { [weak self] in self?.place(PictureDetailsPlacement(viewerWidth: Int(width))) }
        }

        Signal.connect(kittens_button(parts[.retryButton]), .clicked) { [weak self] in self?.onRetry?() }
        watchInput()
        installZoomInput()
        Signal.connect(kittens_button(parts[.playButton]), .clicked) { [weak self] in self?.playPressed() }
        Signal.connect(parts[.picture], .map) { [weak self] in self?.pictureMapped() }
        Signal.connect(parts[.picture], .unmap) { [weak self] in self?.animation?.player.stop() }
    }

    /// Puts the details beside the picture or under it.
    private func place(_ placement: PictureDetailsPlacement) {
        guard placement != detailsPlacement else { return }
        detailsPlacement = placement
        let orientation = placement == .beside ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        gtk_orientable_set_orientation(kittens_orientable(parts[.content]), orientation)
        for part in pictureParts where part.place == .details { part.fit(placement) }
    }

    /// Shows what `picture` says in every part.
    func showInParts(_ picture: ViewedPicture) {
        for part in pictureParts { part.show(picture) }
    }

    /// The part of type `Kind`, if the viewer has one.
    func part<Kind: PicturePart>(_ type: Kind.Type) -> Kind? {
        pictureParts.lazy.compactMap { $0 as? Kind }.first
    }

    /// Shows `state`: the picture, the spinner (also for nil: nothing asked yet), or the error.
    func show(_ state: ViewerPictureState?) {
        let page: Page
        switch state {
        case .loaded(let loaded):
            page = .picture
            if let playback = loaded.animation {
                showAnimation(loaded.texture, playback)
            } else {
                stopAnimation()
                showSource(loaded.texture, paintable: loaded.texture.paintable)
            }
            prepareZoom(forPictureOf: loaded.uprightSize)
        case .failed(let failure):
            return showFailure(failure.message)
        case .loading, nil:
            page = .loading
            resetZoom()
            stopAnimation()
            showSource(nil, paintable: nil)
        }
        gtk_spinner_set_spinning(kittens_spinner(parts[.spinner]), page == .loading ? 1 : 0)
        if visiblePage != page { gtk_stack_set_visible_child_name(kittens_stack(parts[.pages]), page.rawValue) }
    }

    /// Shows `message` and Retry instead of a picture.
    func showFailure(_ message: String) {
        gtk_label_set_text(kittens_label(parts[.errorLabel]), message)
        resetZoom()
        stopAnimation()
        showSource(nil, paintable: nil)
        gtk_spinner_set_spinning(kittens_spinner(parts[.spinner]), 0)
        if visiblePage != .error { gtk_stack_set_visible_child_name(kittens_stack(parts[.pages]), Page.error.rawValue) }
    }

    /// Sets what assistive technology says for the picture, such as "Cat picture k000012".
    func setPictureLabel(_ text: String) {
        kittens_set_accessible_label(parts[.picture], text)
    }

    /// Lets go of the picture shown.
    func clear() {
        resetZoom()
        stopAnimation()
        showSource(nil, paintable: nil)
        gtk_spinner_set_spinning(kittens_spinner(parts[.spinner]), 0)
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(parts[.pages])).flatMap { Page(rawValue: String(cString: $0)) }
    }

    /// The device pixels the picture may cover: its area times the scale factor; nil before
    /// the viewer has a size.
    var drawnSize: (width: Int, height: Int)? {
        let width = Int(gtk_widget_get_width(parts[.pages])), height = Int(gtk_widget_get_height(parts[.pages]))
        guard width > 0, height > 0 else { return nil }
        let scale = max(1, Int(gtk_widget_get_scale_factor(parts[.pages])))
        return (width * scale, height * scale)
    }

    /// A click in the viewer is input (`onInput`), seen before the widgets take it.
    private func watchInput() {
        if let click = gtk_gesture_click_new() {
            gtk_event_controller_set_propagation_phase(kittens_event_controller(click.gpointer), GTK_PHASE_CAPTURE)
            Signal.connect(GObjectPointer<Gtk.GestureClick>(click), .pressed) { [weak self] _, _, _ in self?.onInput?() }
            gtk_widget_add_controller(widget, kittens_event_controller(click.gpointer))
        }
    }
}

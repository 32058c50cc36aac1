import KittensPictures
import CGLib
import CGtk
import CKittensPaintable
import GLibRuntime
import Kittens

/// Zoom and pan of the viewer's picture, as in GNOME's image viewer. The viewer keeps one
/// `PictureZoom` for the picture shown, hands it the user's input (Ctrl+scroll about the pointer,
/// a pinch, a drag, a double-click; the keys and buttons go through the window's actions,
/// `ViewerPresenter`) and draws what it says: fitted, the picture shows the decoded texture (or
/// an animation); zoomed, only the region shown, cut from the decoded texture without copying
/// (`Texture.region`), so that a frame draws the pixels on screen and never the whole picture.
extension PictureViewer {
    /// How far one notch of the wheel pans a zoomed picture, in pixels.
    static let scrollPanDistance = 48.0

    /// The widget scale: device pixels per pixel of the layout.
    private var scaleFactor: Double { Double(max(1, gtk_widget_get_scale_factor(parts[.picture]))) }

    /// The viewer's area in device pixels, where the picture is drawn.
    private var viewport: PictureZoom.Vector {
        PictureZoom.Vector(
            x: Double(gtk_widget_get_width(parts[.pages])) * scaleFactor,
            y: Double(gtk_widget_get_height(parts[.pages])) * scaleFactor)
    }

    /// Connects the pointer, touchpad and touch input that zoom and pan.
    func installZoomInput() {
        let target = parts[.picture]
        if let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES) {
            Signal.connect(GObjectPointer<Gtk.EventControllerScroll>(scroll.gpointer), .scroll) { [weak self] dx, dy in
                let state = gtk_event_controller_get_current_event_state(scroll)
                return self?.scrolled(dx: dx, dy: dy, control: state.rawValue & GDK_CONTROL_MASK.rawValue != 0) ?? false
            }
            gtk_widget_add_controller(target, scroll)
        }
        if let motion = gtk_event_controller_motion_new() {
            Signal.connect(GObjectPointer<Gtk.EventControllerMotion>(motion.gpointer), .motion) { [weak self] x, y in
                self?.pointer = PictureZoom.Vector(x: x, y: y)
            }
            gtk_widget_add_controller(target, motion)
        }
        if let drag = gtk_gesture_drag_new() {
            Signal.connect(GObjectPointer<Gtk.GestureDrag>(drag.gpointer), .dragBegin) { [weak self] _, _ in self?.dragBegan() }
            Signal.connect(GObjectPointer<Gtk.GestureDrag>(drag.gpointer), .dragUpdate) { [weak self] dx, dy in
                self?.dragged(to: PictureZoom.Vector(x: dx, y: dy))
            }
            gtk_widget_add_controller(target, kittens_event_controller(drag.gpointer))
        }
        if let pinch = gtk_gesture_zoom_new() {
            Signal.connect(GObjectPointer<Gtk.GestureZoom>(pinch.gpointer), .gestureBegin) { [weak self] in self?.pinchScale = 1 }
            Signal.connect(GObjectPointer<Gtk.GestureZoom>(pinch.gpointer), .scaleChanged) { [weak self] scale in
                var x = 0.0, y = 0.0
                guard gtk_gesture_get_bounding_box_center(kittens_gesture(pinch.gpointer), &x, &y) != 0 else { return }
                self?.pinched(to: scale, about: PictureZoom.Vector(x: x, y: y))
            }
            gtk_widget_add_controller(target, kittens_event_controller(pinch.gpointer))
        }
        if let click = gtk_gesture_click_new() {
            Signal.connect(GObjectPointer<Gtk.GestureClick>(click), .pressed) { [weak self] presses, x, y in
                // Each second press: a double-click soon after another counts on from it.
                guard presses > 0, presses.isMultiple(of: 2) else { return }
                self?.doubleClicked(at: PictureZoom.Vector(x: x, y: y))
            }
            gtk_widget_add_controller(target, kittens_event_controller(click.gpointer))
        }
        Signal.connect(kittens_drawing_area(parts[.widthProbe]), .resize) { [weak self] _, _ in self?.laidOut() }
        Signal.connect(parts[.picture], .map) { [weak self] in
            self?.laidOut()
            self?.zoomWarmUp.drawOnce()
        }
    }

    // MARK: Input (the signals' handlers; tests call them as GTK does)

    /// A scroll: with Ctrl it zooms about the pointer; without, it pans a zoomed picture.
    /// Answers whether the viewer took it.
    @discardableResult
    func scrolled(dx: Double, dy: Double, control: Bool) -> Bool {
        guard zoom != nil else { return false }
        let scale = scaleFactor
        if control {
            let anchor = pointer * scale
            changeZoom { $0.scroll(notches: dy, about: anchor) }
            return true
        }
        guard zoom?.isFit == false else { return false }
        let distance = Self.scrollPanDistance * scale
        changeZoom { $0.pan(by: PictureZoom.Vector(x: -dx, y: -dy) * distance) }
        return true
    }

    func dragBegan() { dragOffset = .zero }

    /// The pointer is `offset` (layout pixels) from where the drag began: the picture follows.
    func dragged(to offset: PictureZoom.Vector) {
        let scale = scaleFactor
        let delta = (offset - dragOffset) * scale
        dragOffset = offset
        changeZoom { $0.pan(by: delta) }
    }

    /// The fingers are `scale` times as far apart as when the pinch began, about `center`.
    func pinched(to scale: Double, about center: PictureZoom.Vector) {
        guard scale > 0, pinchScale > 0 else { return }
        let factor = scale / pinchScale, device = scaleFactor
        pinchScale = scale
        changeZoom { $0.zoom(by: factor, about: center * device) }
    }

    func doubleClicked(at point: PictureZoom.Vector) {
        let scale = scaleFactor
        changeZoom { $0.toggle(about: point * scale) }
    }

    /// Changes the zoom of the picture shown (none: nothing to zoom), draws it and tells
    /// `onZoomChanged`.
    func changeZoom(_ change: (inout PictureZoom) -> Void) {
        guard var changed = zoom else { return }
        change(&changed)
        guard changed != zoom else { return }
        zoom = changed
        renderZoom()
        onZoomChanged?(changed)
    }

    // MARK: Drawing

    /// A picture of `size` shows: it starts fitted, unless it is the one already zoomed (a
    /// sharper decode of it arrived).
    func prepareZoom(forPictureOf size: (width: Int, height: Int)) {
        let picture = PictureZoom.Vector(x: Double(size.width), y: Double(size.height))
        guard zoom?.picture != picture else { return }
        zoom = PictureZoom(picture: picture, viewport: viewport)
        renderZoom()
        onZoomChanged?(zoom)
    }

    /// No picture shows: nothing to zoom.
    func resetZoom() {
        guard zoom != nil else { return }
        zoom = nil
        renderZoom()
        onZoomChanged?(nil)
    }

    /// Shows `texture`, drawn by `paintable` (the texture, or an animation's frames), fitted or
    /// zoomed as `zoom` says; nil shows nothing. A texture that replaces the zoomed one (a
    /// sharper decode of the same picture) is drawn over it a few tiles a frame.
    func showSource(_ texture: Texture?, paintable: OpaquePointer?) {
        if let shown = source?.texture, let texture, shown.texture != texture.texture, let zoom, !zoom.isFit,
           source?.paintable == shown.paintable, paintable == texture.paintable {
            zoomUnderlay = shown
        }
        if let texture, let paintable { source = (texture, paintable) } else { source = nil }
        renderZoom()
    }

    /// Draws `zoom`: the level in the header, and the picture fitted or the region it shows.
    func renderZoom() {
        let text = zoom?.percentageText ?? ""
        let label = kittens_label(parts[.zoomLevel])
        if String(cString: gtk_label_get_text(label)) != text { gtk_label_set_text(label, text) }
        let picture = kittens_picture(parts[.picture])
        guard let source, let zoom, !zoom.isFit else {
            let shown = source?.paintable
            if shownPaintable != shown { gtk_picture_set_paintable(picture, shown) }
            letTilesGo()
            return
        }
        // The region in the texture's pixels (it may be decoded smaller than the picture), and
        // the whole pixels around it.
        let region = zoom.visibleRegion, texture = source.texture
        let toTexture = Double(texture.width) / zoom.picture.x
        let left = max(0, Int((region.x * toTexture).rounded(.down))), top = max(0, Int((region.y * toTexture).rounded(.down)))
        let right = min(texture.width, Int(((region.x + region.width) * toTexture).rounded(.up)))
        let bottom = min(texture.height, Int(((region.y + region.height) * toTexture).rounded(.up)))
        let scale = scaleFactor
        let regionPaintable = kittens_paintable(self.regionPaintable.raw)
        let shownRegion = ShownRegion(
            x: region.x * toTexture, y: region.y * toTexture, width: region.width * toTexture, height: region.height * toTexture,
            shownWidth: region.width * zoom.scale / scale, shownHeight: region.height * zoom.scale / scale)
        if source.paintable != texture.paintable
            || !showTiles(left: left, top: top, right: right, bottom: bottom, of: texture, region: shownRegion,
                          asIs: abs(zoom.scale / toTexture - 1) < 1e-9) {
            // An animation, or a texture not made over decoded memory, is drawn whole, clipped.
            zoomTiles.removeAll()
            kittens_region_paintable_show(
                regionPaintable, source.paintable,
                shownRegion.x, shownRegion.y, shownRegion.width, shownRegion.height,
                Double(texture.width), Double(texture.height), shownRegion.shownWidth, shownRegion.shownHeight)
        }
        if shownPaintable != regionPaintable { gtk_picture_set_paintable(picture, regionPaintable) }
    }

    /// What the picture widget shows now.
    private var shownPaintable: OpaquePointer? {
        let shown: OpaquePointer? = gtk_picture_get_paintable(kittens_picture(parts[.picture]))
        return shown
    }

    /// The viewer may have a new size (it was laid out, shown, or its window resized): once GTK
    /// is done allocating, it goes to the zoom.
    func laidOut() {
        guard zoom != nil else { return }
        Idle.once { [weak self] in
            guard let self, var changed = self.zoom else { return }
            let size = self.viewport
            guard size.x > 0, size.y > 0, size != changed.viewport else { return }
            changed.resize(to: size)
            self.zoom = changed
            self.renderZoom()
            self.onZoomChanged?(changed)
        }
    }

    /// Says `notice` over the picture (the picture budget limits the zoom), or nothing.
    func showZoomNotice(_ notice: String?) {
        let label = parts[.zoomLimitLabel]
        if let notice { gtk_label_set_text(kittens_label(label), notice) }
        gtk_widget_set_visible(label, notice == nil ? 0 : 1)
    }

    /// The part of the picture drawn now, in picture pixels, as the region paintable has it;
    /// nil while the picture is fitted: for tests.
    var drawnRegion: PictureZoom.Region? {
        guard let zoom, let source else { return nil }
        let shown = kittens_paintable(regionPaintable.raw)
        guard shownPaintable == shown else { return nil }
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        guard kittens_region_paintable_get_region(shown, &x, &y, &width, &height) != 0 else { return nil }
        let toPicture = zoom.picture.x / Double(source.texture.width)
        return PictureZoom.Region(
            x: x * toPicture, y: y * toPicture,
            width: width * toPicture, height: height * toPicture)
    }
}

import KittensPictures
import CGLib
import CGtk
import GLibRuntime
import Kittens

/// Zoom and pan of the viewer's picture, as in GNOME's image viewer. The viewer keeps one
/// `PictureZoom` for the picture shown, hands it the user's input (Ctrl+scroll about the pointer,
/// a pinch, a drag, a double-click; the keys and buttons go through the window's actions,
/// `ViewerPresenter`) and draws what it says: fitted, the picture fills the scroller; zoomed, the
/// picture is as large as drawn and the scroller's position is the region shown.
extension PictureViewer {
    /// How far one notch of the wheel pans a zoomed picture, in pixels.
    static let scrollPanDistance = 48.0

    private var scroller: OpaquePointer { kittens_scrolled_window(parts[.scroller]) }

    /// The widget scale: device pixels per pixel of the layout.
    private var scaleFactor: Double { Double(max(1, gtk_widget_get_scale_factor(parts[.scroller]))) }

    /// The viewer's area in device pixels, where the picture is drawn.
    private var viewport: PictureZoom.Vector {
        PictureZoom.Vector(
            x: Double(gtk_widget_get_width(parts[.scroller])) * scaleFactor,
            y: Double(gtk_widget_get_height(parts[.scroller])) * scaleFactor)
    }

    /// Connects the pointer, touchpad and touch input that zoom and pan.
    func installZoomInput() {
        let target = parts[.scroller]
        if let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES) {
            // Before the scroller scrolls by itself.
            gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
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
        for adjustment in [gtk_scrolled_window_get_hadjustment(scroller), gtk_scrolled_window_get_vadjustment(scroller)] {
            guard let adjustment else { continue }
            // Its bounds or page changed: the scroller was laid out at a new size.
            Signal.connect(adjustment, .adjustmentChanged) { [weak self] in self?.laidOut() }
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
            let anchor = PictureZoom.Vector(x: pointer.x * scale, y: pointer.y * scale)
            changeZoom { $0.scroll(notches: dy, about: anchor) }
            return true
        }
        guard zoom?.isFit == false else { return false }
        let distance = Self.scrollPanDistance * scale
        changeZoom { $0.pan(by: PictureZoom.Vector(x: -dx * distance, y: -dy * distance)) }
        return true
    }

    func dragBegan() { dragOffset = PictureZoom.Vector(x: 0, y: 0) }

    /// The pointer is `offset` (layout pixels) from where the drag began: the picture follows.
    func dragged(to offset: PictureZoom.Vector) {
        let scale = scaleFactor
        let delta = PictureZoom.Vector(x: (offset.x - dragOffset.x) * scale, y: (offset.y - dragOffset.y) * scale)
        dragOffset = offset
        changeZoom { $0.pan(by: delta) }
    }

    /// The fingers are `scale` times as far apart as when the pinch began, about `center`.
    func pinched(to scale: Double, about center: PictureZoom.Vector) {
        guard scale > 0, pinchScale > 0 else { return }
        let factor = scale / pinchScale, device = scaleFactor
        pinchScale = scale
        changeZoom { $0.zoom(by: factor, about: PictureZoom.Vector(x: center.x * device, y: center.y * device)) }
    }

    func doubleClicked(at point: PictureZoom.Vector) {
        let scale = scaleFactor
        changeZoom { $0.toggle(about: PictureZoom.Vector(x: point.x * scale, y: point.y * scale)) }
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

    /// Draws `zoom`: the scroller's mode, the picture's size, the region shown, the level.
    /// Sets only what changed: each of these makes GTK lay the viewer out again.
    func renderZoom() {
        let text = zoom?.percentageText ?? ""
        let label = kittens_label(parts[.zoomLevel])
        if String(cString: gtk_label_get_text(label)) != text { gtk_label_set_text(label, text) }
        let scale = scaleFactor
        let request = zoom.flatMap { zoom -> (width: Int32, height: Int32)? in
            guard !zoom.isFit else { return nil }
            let drawn = zoom.drawnSize
            return (Int32(clamping: Int((drawn.x / scale).rounded(.up))), Int32(clamping: Int((drawn.y / scale).rounded(.up))))
        }
        let zoomed = request != nil
        if zoomed != isZoomedLayout {
            isZoomedLayout = zoomed
            let policy = zoomed ? GTK_POLICY_EXTERNAL : GTK_POLICY_NEVER
            gtk_scrolled_window_set_propagate_natural_width(scroller, zoomed ? 0 : 1)
            gtk_scrolled_window_set_propagate_natural_height(scroller, zoomed ? 0 : 1)
            gtk_scrolled_window_set_policy(scroller, policy, policy)
        }
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_get_size_request(parts[.picture], &width, &height)
        let wanted = request ?? (-1, -1)
        if (width, height) != wanted { gtk_widget_set_size_request(parts[.picture], wanted.width, wanted.height) }
        scrollToZoom()
    }

    /// Scrolls to the region `zoom` shows; GTK bounds it to the scroller's last layout, and
    /// `laidOut` scrolls again after the next.
    private func scrollToZoom() {
        guard let zoom, !zoom.isFit else { return }
        let scale = scaleFactor, offset = zoom.scrollOffset
        for (adjustment, value) in [(gtk_scrolled_window_get_hadjustment(scroller), offset.x / scale),
                                    (gtk_scrolled_window_get_vadjustment(scroller), offset.y / scale)] {
            guard let adjustment, abs(gtk_adjustment_get_value(adjustment) - value) > 0.01 else { continue }
            gtk_adjustment_set_value(adjustment, value)
        }
    }

    /// The scroller was laid out (its adjustments changed): once GTK is done allocating, a new
    /// viewer size goes to the zoom and the region shown is scrolled to again.
    private func laidOut() {
        guard zoom != nil, !layoutPending else { return }
        layoutPending = true
        Idle.once { [weak self] in
            guard let self else { return }
            self.layoutPending = false
            guard var changed = self.zoom else { return }
            let size = self.viewport
            guard size.x > 0, size.y > 0 else { return }
            if size != changed.viewport {
                changed.resize(to: size)
                self.zoom = changed
                self.renderZoom()
                self.onZoomChanged?(changed)
            } else {
                self.scrollToZoom()
            }
        }
    }

    /// Says `notice` over the picture (the picture budget limits the zoom), or nothing.
    func showZoomNotice(_ notice: String?) {
        let label = parts[.zoomLimitLabel]
        if let notice { gtk_label_set_text(kittens_label(label), notice) }
        gtk_widget_set_visible(label, notice == nil ? 0 : 1)
    }

    /// The part of the picture the scroller shows now, in picture pixels, as drawn: for tests.
    var drawnRegion: PictureZoom.Region? {
        guard let zoom, let horizontal = gtk_scrolled_window_get_hadjustment(scroller),
              let vertical = gtk_scrolled_window_get_vadjustment(scroller) else { return nil }
        let scale = scaleFactor / zoom.scale
        return PictureZoom.Region(
            x: gtk_adjustment_get_value(horizontal) * scale, y: gtk_adjustment_get_value(vertical) * scale,
            width: min(zoom.picture.x, gtk_adjustment_get_page_size(horizontal) * scale),
            height: min(zoom.picture.y, gtk_adjustment_get_page_size(vertical) * scale))
    }
}

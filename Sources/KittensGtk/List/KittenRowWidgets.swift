import CGtk
import FoundationEssentials
import GLibRuntime

/// The widgets of one recycled list row and the thumbnail request of the URL bound to it.
///
/// Made in the factory's `setup`, rebound on every `bind`; the row's box is owned by its list item.
///
/// The thumbnail is requested at the picture's scale factor, and again when that changes (the
/// window moved to a screen of another scale): at 2 its texture has twice the pixels each way
/// and is drawn in the same logical size. A `GtkPicture` asks for its texture's pixel size, so
/// it sits as an overlay child of a frame of the thumbnail's size, which alone sets the room.
@MainActor
final class KittenRowWidgets {
    let box: UnsafeMutablePointer<GtkWidget>
    /// Holds the picture at the thumbnail's logical size.
    private let frame: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private(set) var url: URL?
    /// The accessible label of the bound thumbnail.
    private(set) var pictureLabel = ""
    private var ticket: ThumbnailLoader.Ticket?
    /// The loader of the bound URL, to ask again when the scale factor changes.
    private weak var loader: ThumbnailLoader?
    /// The scale factor the bound thumbnail was asked for.
    private(set) var requestedScale = 1
    /// Set once the widgets are gone (window destroyed): nothing may touch them any more.
    private var isDetached = false
    /// What the picture shows, for tests.
    private(set) var thumbnailState = ThumbnailState.empty

    enum ThumbnailState: Equatable { case empty, loaded, failed }

    init(thumbnailWidth: Int, thumbnailHeight: Int) {
        box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_widget_add_css_class(box, "kitten-row")
        setMargins(box, horizontal: 12, vertical: 4)

        picture = gtk_picture_new()
        gtk_widget_add_css_class(picture, "kitten-thumbnail")
        gtk_widget_set_overflow(picture, GTK_OVERFLOW_HIDDEN)
        gtk_picture_set_can_shrink(kittens_picture(picture), 1)
        gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_COVER)

        label = gtk_label_new(nil)
        gtk_widget_add_css_class(label, "kitten-url")
        gtk_label_set_ellipsize(kittens_label(label), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)

        frame = gtk_overlay_new()
        gtk_widget_set_size_request(frame, Int32(thumbnailWidth), Int32(thumbnailHeight))
        gtk_widget_set_valign(frame, GTK_ALIGN_CENTER)
        gtk_overlay_add_overlay(kittens_overlay(frame), picture)

        gtk_box_append(kittens_box(box), frame)
        gtk_box_append(kittens_box(box), label)
        Signal.onNotify(picture, property: "scale-factor") { [weak self] in self?.scaleFactorChanged() }
    }

    private var scaleFactor: Int { Int(gtk_widget_get_scale_factor(picture)) }

    /// Shows `url` and starts loading its thumbnail. `pictureLabel` is the thumbnail's
    /// accessible label, from the model; the list item holding the row is labelled with the
    /// row's text, the URL, as GTK 4.8's `GtkListItem` has no accessible label of its own.
    func bind(_ url: URL, pictureLabel: String, loader: ThumbnailLoader) {
        guard !isDetached else { return }
        self.url = url
        self.pictureLabel = pictureLabel
        let text = url.absoluteString
        gtk_label_set_text(kittens_label(label), text)
        gtk_widget_set_tooltip_text(box, text)
        kittens_set_accessible_label(box, text)
        kittens_set_accessible_label(picture, pictureLabel)
        if let item = gtk_widget_get_parent(box) { kittens_set_accessible_label(item, text) }
        showEmpty()
        self.loader = loader
        requestedScale = scaleFactor
        ticket = loader.load(url, scale: requestedScale) { [weak self] result in
            guard let self, !self.isDetached, self.url == url else { return }
            self.ticket = nil
            switch result {
            case .loaded(let texture): self.show(texture)
            case .failed: self.showFailed()
            }
        }
    }

    /// Cancels the thumbnail request and clears the row for reuse.
    func unbind(loader: ThumbnailLoader) {
        if let ticket { loader.cancel(ticket) }
        ticket = nil
        url = nil
        self.loader = nil
        guard !isDetached else { return }
        showEmpty()
    }

    /// Cancels the request and stops touching the widgets, which are being destroyed.
    func detach(loader: ThumbnailLoader) {
        if let ticket { loader.cancel(ticket) }
        ticket = nil
        url = nil
        self.loader = nil
        isDetached = true
    }

    /// Asks again for the bound thumbnail at the new scale factor.
    private func scaleFactorChanged() {
        guard !isDetached, let url, let loader, scaleFactor != requestedScale else { return }
        if let ticket { loader.cancel(ticket) }
        ticket = nil
        bind(url, pictureLabel: pictureLabel, loader: loader)
    }

    private func showEmpty() {
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        thumbnailState = .empty
    }

    private func show(_ texture: Texture) {
        gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_COVER)
        gtk_picture_set_paintable(kittens_picture(picture), texture.paintable)
        thumbnailState = .loaded
    }

    private func showFailed() {
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(picture))
        if let icon = gtk_icon_theme_lookup_icon(
            theme, "image-missing-symbolic", nil, 32, gtk_widget_get_scale_factor(picture), GTK_TEXT_DIR_NONE,
            GtkIconLookupFlags(rawValue: 0)
        ) {
            let owned = GObjectRef(owning: icon)
            gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_SCALE_DOWN)
            gtk_picture_set_paintable(kittens_picture(picture), kittens_paintable(owned.raw))
        }
        thumbnailState = .failed
    }
}

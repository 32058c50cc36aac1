import CGtk
import FoundationEssentials
import GLibRuntime

/// The widgets of one recycled list row and the thumbnail request of the URL bound to it.
///
/// Made in the factory's `setup`, rebound on every `bind`; the row's box is owned by its list item.
@MainActor
final class KittenRowWidgets {
    let box: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private(set) var url: URL?
    private var ticket: ThumbnailLoader.Ticket?
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
        gtk_widget_set_size_request(picture, Int32(thumbnailWidth), Int32(thumbnailHeight))
        gtk_widget_set_valign(picture, GTK_ALIGN_CENTER)
        gtk_widget_set_overflow(picture, GTK_OVERFLOW_HIDDEN)
        gtk_picture_set_can_shrink(kittens_picture(picture), 1)
        gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_COVER)

        label = gtk_label_new(nil)
        gtk_widget_add_css_class(label, "kitten-url")
        gtk_label_set_ellipsize(kittens_label(label), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)

        gtk_box_append(kittens_box(box), picture)
        gtk_box_append(kittens_box(box), label)
    }

    /// Shows `url` and starts loading its thumbnail.
    func bind(_ url: URL, loader: ThumbnailLoader) {
        guard !isDetached else { return }
        self.url = url
        let text = url.absoluteString
        gtk_label_set_text(kittens_label(label), text)
        gtk_widget_set_tooltip_text(box, text)
        kittens_set_accessible_label(box, text)
        showEmpty()
        ticket = loader.load(url) { [weak self] result in
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
        guard !isDetached else { return }
        showEmpty()
    }

    /// Cancels the request and stops touching the widgets, which are being destroyed.
    func detach(loader: ThumbnailLoader) {
        if let ticket { loader.cancel(ticket) }
        ticket = nil
        url = nil
        isDetached = true
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

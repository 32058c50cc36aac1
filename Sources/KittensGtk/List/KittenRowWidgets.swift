import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Localization

/// The widgets of one recycled list row and the thumbnail request of the URL bound to it.
///
/// Made in the factory's `setup`, rebound on every `bind`; the row's box is owned by its list item.
///
/// The thumbnail is requested at the picture's scale factor, and again when that changes (the
/// window moved to a screen of another scale): at 2 its texture has twice the pixels each way
/// and is drawn in the same logical size. A `GtkPicture` asks for its texture's pixel size, so
/// it sits as an overlay child of a frame of the thumbnail's size, which alone sets the room.
///
/// Whether a picture is animated is known only once its thumbnail is decoded: then a "GIF"
/// badge shows over it and its accessible label becomes the model's animated label.
@MainActor
final class KittenRowWidgets {
    let box: UnsafeMutablePointer<GtkWidget>
    /// Holds the picture at the thumbnail's logical size.
    private let frame: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    /// "GIF", over the thumbnail of an animated picture.
    private let badge: UnsafeMutablePointer<GtkWidget>
    private(set) var url: URL?
    /// The accessible labels of the bound thumbnail, from the model.
    private(set) var labels = PictureLabels(still: "", animated: "")
    /// The accessible label the thumbnail has now.
    private(set) var pictureLabel = ""
    /// Whether the "GIF" badge shows, for tests.
    var showsAnimatedBadge: Bool { gtk_widget_get_visible(badge) != 0 }
    private var ticket: ThumbnailLoader.Ticket?
    /// The loader of the bound URL, to ask again when the scale factor changes.
    private weak var loader: ThumbnailLoader?
    /// The scale factor the bound thumbnail was asked for.
    private(set) var requestedScale = 1
    /// Set once the widgets are gone (window destroyed): nothing may touch them any more.
    private var isDetached = false
    /// What the picture shows, for tests.
    private(set) var thumbnailState = ThumbnailState.empty
    /// The picture's tooltip: why it shows the placeholder, if it does.
    var pictureTooltip: String? { gtk_widget_get_tooltip_text(picture).map { String(cString: $0) } }

    enum ThumbnailState: Equatable { case empty, loaded, failed }

    /// A thumbnail's accessible label as a still picture and as an animated one.
    struct PictureLabels: Equatable {
        let still: String
        let animated: String
    }

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

        // Presentation only: the picture's label says it is animated.
        badge = kittens_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_label_set_text(kittens_label(badge), localized("GIF"))
        gtk_widget_add_css_class(badge, "kitten-gif-badge")
        gtk_widget_set_halign(badge, GTK_ALIGN_END)
        gtk_widget_set_valign(badge, GTK_ALIGN_END)
        gtk_widget_set_can_target(badge, 0)
        gtk_widget_set_visible(badge, 0)
        gtk_overlay_add_overlay(kittens_overlay(frame), badge)

        gtk_box_append(kittens_box(box), frame)
        gtk_box_append(kittens_box(box), label)
        Signal.connect(picture, .notify("scale-factor")) { [weak self] in self?.scaleFactorChanged() }
    }

    private var scaleFactor: Int { Int(gtk_widget_get_scale_factor(picture)) }

    /// Shows `url` and starts loading its thumbnail. `labels` are the thumbnail's accessible
    /// labels, from the model (the still one until the thumbnail turns out animated); the list
    /// item holding the row is labelled with the row's text, the URL, as GTK 4.8's
    /// `GtkListItem` has no accessible label of its own.
    func bind(_ url: URL, labels: PictureLabels, loader: ThumbnailLoader) {
        guard !isDetached else { return }
        self.url = url
        self.labels = labels
        pictureLabel = labels.still
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
            case .failed(let failure): self.showFailed(saying: failure.message)
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
        bind(url, labels: labels, loader: loader)
    }

    private func showEmpty() {
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        gtk_widget_set_tooltip_text(picture, nil)
        showAnimated(false)
        thumbnailState = .empty
    }

    private func show(_ texture: Texture) {
        gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_COVER)
        gtk_picture_set_paintable(kittens_picture(picture), texture.paintable)
        showAnimated(texture.isAnimated)
        thumbnailState = .loaded
    }

    /// The badge and the accessible label for a still or an animated picture.
    private func showAnimated(_ isAnimated: Bool) {
        gtk_widget_set_visible(badge, isAnimated ? 1 : 0)
        let label = isAnimated ? labels.animated : labels.still
        guard label != pictureLabel else { return }
        pictureLabel = label
        kittens_set_accessible_label(picture, label)
    }

    /// The placeholder icon, with `reason` as its tooltip.
    private func showFailed(saying reason: String) {
        gtk_widget_set_tooltip_text(picture, reason)
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

import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import Localization

/// A thumbnail in a frame of its drawn size, with a "GIF" badge, and the request of the URL
/// bound to it: what a list row and a gallery cell both show.
///
/// The thumbnail is requested at `size` times the picture's scale factor, and again when that
/// changes (the window moved to a screen of another scale): at 2 its texture has twice the
/// pixels each way and is drawn in the same logical size. A `GtkPicture` asks for its texture's
/// pixel size, so it sits as an overlay child of `frame`, whose size request alone sets the room.
///
/// Whether a picture is animated is known only once its thumbnail is decoded: then the badge
/// shows and the accessible label becomes the row's animated label (`onLabelChanged` hears it).
@MainActor
final class ThumbnailPicture {
    /// Holds the picture at the thumbnail's logical size; more overlays may be added to it.
    let frame: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>
    /// "GIF", over the thumbnail of an animated picture.
    private let badge: UnsafeMutablePointer<GtkWidget>
    /// The logical size asked of the loader; nil: the loader's standard one.
    private let size: ThumbnailSize?
    private(set) var url: URL?
    /// The row bound, whose labels name the picture.
    private(set) var row: PictureRow?
    /// The accessible label the thumbnail has now.
    private(set) var pictureLabel = ""
    /// Called with the accessible label whenever it changes (a bind, or the picture turned out animated).
    var onLabelChanged: ((String) -> Void)?
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

    /// A frame of `width` × `height` logical pixels; `size` is what the loader is asked for (nil:
    /// its standard size, which is the list's).
    init(width: Int, height: Int, size: ThumbnailSize? = nil) {
        self.size = size
        picture = gtk_picture_new()
        gtk_widget_add_css_class(picture, "kitten-thumbnail")
        gtk_widget_set_overflow(picture, GTK_OVERFLOW_HIDDEN)
        gtk_picture_set_can_shrink(kittens_picture(picture), 1)
        gtk_picture_set_content_fit(kittens_picture(picture), GTK_CONTENT_FIT_COVER)

        frame = gtk_overlay_new()
        gtk_widget_set_size_request(frame, Int32(width), Int32(height))
        gtk_widget_set_valign(frame, GTK_ALIGN_CENTER)
        gtk_overlay_add_overlay(kittens_overlay(frame), picture)

        badge = Self.badge(localized("GIF"), cssClass: "kitten-gif-badge", halign: GTK_ALIGN_END)
        gtk_widget_set_visible(badge, 0)
        gtk_overlay_add_overlay(kittens_overlay(frame), badge)
        Signal.connect(picture, .notify("scale-factor")) { [weak self] in self?.scaleFactorChanged() }
    }

    /// A label over the picture's bottom edge, for presentation only: the labels say what it says.
    static func badge(_ text: String, cssClass: String, halign: GtkAlign) -> UnsafeMutablePointer<GtkWidget> {
        let badge = kittens_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_label_set_text(kittens_label(badge), text)
        gtk_widget_add_css_class(badge, cssClass)
        gtk_widget_set_halign(badge, halign)
        gtk_widget_set_valign(badge, GTK_ALIGN_END)
        gtk_widget_set_can_target(badge, 0)
        return badge
    }

    private var scaleFactor: Int { Int(gtk_widget_get_scale_factor(picture)) }

    /// Shows `url` and starts loading its thumbnail; `row`, the listed row of that URL when
    /// there is one, names it (else the URL does).
    func bind(_ url: URL, row: PictureRow?, loader: ThumbnailLoader) {
        guard !isDetached else { return }
        self.url = url
        self.row = row
        pictureLabel = ""
        showEmpty()
        self.loader = loader
        requestedScale = scaleFactor
        ticket = loader.load(url, size: size, scale: requestedScale) { [weak self] result in
            guard let self, !self.isDetached, self.url == url else { return }
            self.ticket = nil
            switch result {
            case .loaded(let texture): self.show(texture)
            case .failed(let failure): self.showFailed(saying: failure.message)
            }
        }
    }

    /// Cancels the thumbnail request and clears the picture for reuse.
    func unbind(loader: ThumbnailLoader) {
        cancel(loader)
        guard !isDetached else { return }
        showEmpty()
    }

    /// Cancels the request and stops touching the widgets, which are being destroyed.
    func detach(loader: ThumbnailLoader) {
        cancel(loader)
        isDetached = true
        onLabelChanged = nil
    }

    private func cancel(_ loader: ThumbnailLoader) {
        if let ticket { loader.cancel(ticket) }
        ticket = nil
        url = nil
        self.loader = nil
    }

    /// Asks again for the bound thumbnail at the new scale factor.
    private func scaleFactorChanged() {
        guard !isDetached, let url, let loader, scaleFactor != requestedScale else { return }
        if let ticket { loader.cancel(ticket) }
        ticket = nil
        bind(url, row: row, loader: loader)
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
        let text = url?.absoluteString ?? ""
        let label = (isAnimated ? row?.animatedPictureLabel : row?.pictureLabel) ?? text
        guard label != pictureLabel else { return }
        pictureLabel = label
        kittens_set_accessible_label(picture, label)
        onLabelChanged?(label)
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

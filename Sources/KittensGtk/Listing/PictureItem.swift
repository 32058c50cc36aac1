import CGtk
import FoundationEssentials
import Kittens
import KittensPictures

/// The widgets of one recycled item of a picture view, a list row or a gallery cell: made in
/// the factory's `setup`, rebound on every `bind`; `box` is owned by its list item.
@MainActor
protocol PictureItem: ThumbnailItemWidgets {
    var thumbnail: ThumbnailPicture { get }
    /// Drags the picture bound out (`dragSource(on:showing:)`).
    var dragOut: PictureDragSource { get }
    /// Widgets whose drags promise their pictures through `dragged`.
    init(loaderSize: ThumbnailSize, dragged: DraggedPictures)
    /// Shows `row` (nil: `url` is not listed) beyond the thumbnail, which is bound already.
    func show(_ row: PictureRow?, url: URL)
}

extension PictureItem {
    var url: URL? { thumbnail.url }
    var picture: UnsafeMutablePointer<GtkWidget> { thumbnail.picture }
    var pictureLabel: String { thumbnail.pictureLabel }
    var showsAnimatedBadge: Bool { thumbnail.showsAnimatedBadge }
    var requestedScale: Int { thumbnail.requestedScale }
    var thumbnailState: ThumbnailPicture.ThumbnailState { thumbnail.thumbnailState }
    var pictureTooltip: String? { thumbnail.pictureTooltip }

    /// Shows `url` and starts loading its thumbnail. The list item holding `box` is named for
    /// people by the picture's label (the animated one once it turns out animated), with the
    /// URL as its description: GTK 4.8's `GtkListItem` has no accessible label of its own.
    func bind(_ url: URL, row: PictureRow?, loader: ThumbnailLoader) {
        let item = gtk_widget_get_parent(box)
        thumbnail.onLabelChanged = { label in
            if let item { kittens_set_accessible_label(item, label) }
        }
        if let item { kittens_set_accessible_description(item, url.absoluteString) }
        gtk_widget_set_tooltip_text(box, url.absoluteString)
        show(row, url: url)
        thumbnail.bind(url, row: row, loader: loader)
    }

    func unbind(loader: ThumbnailLoader) { thumbnail.unbind(loader: loader) }

    /// A drag source on `box`, made once with the widgets: when a drag is about to start it
    /// offers the picture `thumbnail` shows then, promised by `dragged` (its bytes are not here,
    /// `PictureDragOffer.promised`), under the thumbnail; nothing while no picture is bound.
    /// A picture not listed (no row) is named by its address's last part.
    static func dragSource(
        on box: UnsafeMutablePointer<GtkWidget>, showing thumbnail: ThumbnailPicture, promisedBy dragged: DraggedPictures
    ) -> PictureDragSource {
        PictureDragSource(
            on: box,
            offering: { [weak thumbnail, weak dragged] in
                guard let thumbnail, let dragged, let url = thumbnail.url else { return nil }
                return .promised(url, imageID: thumbnail.row?.id ?? url.deletingPathExtension().lastPathComponent, by: dragged)
            },
            icon: { [weak thumbnail] in thumbnail.flatMap { gtk_picture_get_paintable(kittens_picture($0.picture)) } }
        )
    }

    func detach(loader: ThumbnailLoader) { thumbnail.detach(loader: loader) }
}

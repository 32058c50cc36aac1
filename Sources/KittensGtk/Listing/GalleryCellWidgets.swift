import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens

/// A gallery cell: a square thumbnail, loaded at the cell's size times the scale factor, with
/// the captions other features add over its bottom edge (`CellCaption`), each shown while it
/// has a text (and the "GIF" badge once it turns out animated).
@MainActor
final class GalleryCellWidgets: PictureItem {
    /// The side of a cell's thumbnail, in logical pixels.
    static let side = 160

    let box: UnsafeMutablePointer<GtkWidget>
    let thumbnail: ThumbnailPicture
    let dragOut: PictureDragSource
    /// The captions, each with its badge over the picture.
    private var captions: [(caption: CellCaption, badge: UnsafeMutablePointer<GtkWidget>)] = []

    init(loaderSize: ThumbnailSize) {
        let size = ThumbnailSize(width: Self.side, height: Self.side)
        thumbnail = ThumbnailPicture(width: size.width, height: size.height, size: size)
        box = thumbnail.frame
        // The grid stretches its columns to the width it has: the picture stays square in the middle.
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(box, "kitten-cell")
        setMargins(box, horizontal: 4, vertical: 4)
        dragOut = Self.dragSource(on: box, showing: thumbnail)
    }

    /// Adds `caption`'s badge over the picture's bottom left corner, hidden until a row has a text.
    func add(_ caption: CellCaption) {
        let badge = ThumbnailPicture.badge("", cssClass: caption.cssClass, halign: GTK_ALIGN_START)
        gtk_label_set_ellipsize(kittens_label(badge), PANGO_ELLIPSIZE_END)
        gtk_widget_set_visible(badge, 0)
        gtk_overlay_add_overlay(kittens_overlay(box), badge)
        captions.append((caption, badge))
    }

    func show(_ row: PictureRow?, url: URL) {
        for (caption, badge) in captions {
            let text = caption.text(row)
            gtk_label_set_text(kittens_label(badge), text ?? "")
            gtk_widget_set_visible(badge, text == nil ? 0 : 1)
        }
    }

    /// The text of the caption styled `cssClass` while it shows, for tests; nil when hidden.
    func shownCaption(_ cssClass: String) -> String? {
        guard let badge = captions.first(where: { $0.caption.cssClass == cssClass })?.badge,
              gtk_widget_get_visible(badge) != 0 else { return nil }
        return String(cString: gtk_label_get_text(kittens_label(badge)))
    }
}

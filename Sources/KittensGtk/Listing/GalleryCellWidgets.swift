import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens

/// A gallery cell: a square thumbnail, loaded at the cell's size times the scale factor, with
/// the breed's name over its bottom edge when the picture has one (and the "GIF" badge once it
/// turns out animated).
@MainActor
final class GalleryCellWidgets: PictureItem {
    /// The side of a cell's thumbnail, in logical pixels.
    static let side = 160

    let box: UnsafeMutablePointer<GtkWidget>
    let thumbnail: ThumbnailPicture
    /// The breed's name over the picture; hidden without one.
    private let breed: UnsafeMutablePointer<GtkWidget>

    /// The breed's name shown over the picture, for tests; nil when hidden.
    var shownBreed: String? {
        gtk_widget_get_visible(breed) == 0 ? nil : String(cString: gtk_label_get_text(kittens_label(breed)))
    }

    init(loaderSize: ThumbnailSize) {
        let size = ThumbnailSize(width: Self.side, height: Self.side)
        thumbnail = ThumbnailPicture(width: size.width, height: size.height, size: size)
        box = thumbnail.frame
        // The grid stretches its columns to the width it has: the picture stays square in the middle.
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(box, "kitten-cell")
        setMargins(box, horizontal: 4, vertical: 4)
        breed = ThumbnailPicture.badge("", cssClass: "kitten-breed-badge", halign: GTK_ALIGN_START)
        gtk_label_set_ellipsize(kittens_label(breed), PANGO_ELLIPSIZE_END)
        gtk_widget_set_visible(breed, 0)
        gtk_overlay_add_overlay(kittens_overlay(box), breed)
    }

    func show(_ row: KittenRow?, url: URL) {
        gtk_label_set_text(kittens_label(breed), row?.breedName ?? "")
        gtk_widget_set_visible(breed, row?.breedName == nil ? 0 : 1)
    }
}

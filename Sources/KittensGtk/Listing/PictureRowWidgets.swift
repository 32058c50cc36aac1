import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens

/// A list row: the thumbnail at the loader's standard size, then the picture's URL.
@MainActor
final class PictureRowWidgets: PictureItem {
    let box: UnsafeMutablePointer<GtkWidget>
    let thumbnail: ThumbnailPicture
    let dragOut: PictureDragSource
    private let label: UnsafeMutablePointer<GtkWidget>

    init(loaderSize: ThumbnailSize) {
        box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_widget_add_css_class(box, "kitten-row")
        setMargins(box, horizontal: 12, vertical: 4)
        thumbnail = ThumbnailPicture(width: loaderSize.width, height: loaderSize.height)

        label = gtk_label_new(nil)
        gtk_widget_add_css_class(label, "kitten-url")
        gtk_label_set_ellipsize(kittens_label(label), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)

        gtk_box_append(kittens_box(box), thumbnail.frame)
        gtk_box_append(kittens_box(box), label)
        dragOut = Self.dragSource(on: box, showing: thumbnail)
    }

    func show(_ row: PictureRow?, url: URL) {
        gtk_label_set_text(kittens_label(label), url.absoluteString)
    }
}

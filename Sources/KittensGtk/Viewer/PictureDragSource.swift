import KittensPictures
import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport

/// What dragging a picture out offers.
enum PictureDragOffer {
    /// A picture whose bytes are here (the viewer's): as a file (`text/uri-list`, a `GFile`: the
    /// bytes as downloaded, named as Save Image As names them, `PictureFileName`) and as a
    /// texture (`GdkTexture`, which GDK also offers as PNG).
    case picture(ViewerPicture, imageID: String)
    /// A picture whose bytes are not here (a row's or a cell's, which has only its thumbnail):
    /// the same file and the picture as PNG, promised, downloaded when a drop target reads
    /// them (`DraggedPictures`), and its web address as text. The thumbnail is not offered: it
    /// is cropped to the row's shape.
    case promised(URL, imageID: String, by: DraggedPictures)
}

/// Dragging a picture out, into Files, a browser or an image editor: a `GtkDragSource` on a
/// widget that offers a `PictureDragOffer`. A picture's file is written in `DraggedFiles` when a
/// drag begins (a promised one when it is read).
///
/// The viewer offers its picture as it changes (`offer(_:imageID:)`: a zoomed picture is panned
/// by a drag, and offers nothing); a recycled list row or gallery cell asks what to offer when a
/// drag is about to start (`init(on:offering:)`), so that it offers the item bound then and
/// costs nothing when it is bound.
@MainActor
final class PictureDragSource {
    /// Where the viewer's pictures' files are written.
    var files = DraggedFiles()

    let source: OpaquePointer
    /// The picture whose file a drag beginning writes, and that file; nil writes none.
    private(set) var offered: (picture: ViewerPicture, file: URL)?

    init(on widget: UnsafeMutablePointer<GtkWidget>) {
        source = gtk_drag_source_new()
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        Signal.connect(GObjectPointer<Gtk.DragSource>(source), .dragStarted) { [weak self] in self?.dragBegan() }
        gtk_widget_add_controller(widget, kittens_event_controller(UnsafeMutableRawPointer(source)))
    }

    /// A source that offers what `offering` answers when a drag is about to start (nil: no drag),
    /// showing what `icon` answers under the pointer, held where it pressed (nil: GTK's icon).
    convenience init(
        on widget: UnsafeMutablePointer<GtkWidget>, offering: @escaping @MainActor () -> PictureDragOffer?,
        icon: @escaping @MainActor () -> OpaquePointer? = { nil }
    ) {
        self.init(on: widget)
        Signal.connect(GObjectPointer<Gtk.DragSource>(source), .prepare) { [weak self] x, y in
            guard let self, let content = self.prepare(offering()) else { return nil }
            let shown = icon()
            let width = shown.map { gdk_paintable_get_intrinsic_width($0) } ?? 0
            let height = shown.map { gdk_paintable_get_intrinsic_height($0) } ?? 0
            gtk_drag_source_set_icon(self.source, shown, min(Int32(max(0, x)), width), min(Int32(max(0, y)), height))
            return UnsafeMutableRawPointer(content)
        }
    }

    /// Offers `picture` (of image `imageID`) to drags from now on; nil offers nothing.
    func offer(_ picture: ViewerPicture?, imageID: String?) {
        guard let picture, let imageID else {
            if offered != nil { gtk_drag_source_set_content(source, nil) }
            offered = nil
            return
        }
        if let offered, offered.picture.texture.texture == picture.texture.texture { return }
        guard let content = prepare(.picture(picture, imageID: imageID)) else { return }
        gtk_drag_source_set_content(source, content)
        g_object_unref(UnsafeMutableRawPointer(content))
    }

    /// The content a drag of `offer` carries, transfer full (nil for no offer), and the file it
    /// needs written when it begins.
    func prepare(_ offer: PictureDragOffer?) -> UnsafeMutablePointer<GdkContentProvider>? {
        switch offer {
        case nil:
            offered = nil
            return nil
        case .picture(let picture, let imageID):
            let file = files.file(named: PictureFileName.suggested(imageID: imageID, format: picture.format))
            offered = (picture, file)
            return Self.content(file: file, texture: picture.texture.texture)
        case .promised(let url, let imageID, let pictures):
            offered = nil
            return pictures.content(of: url, imageID: imageID)
        }
    }

    /// A drag began: the file it offers is written (and the one dragged before deleted).
    func dragBegan() {
        guard let offered else { return }
        try? files.writeNow(offered.picture.original, to: offered.file)
    }

    /// The union of a provider of `file` (a `GFile`) and one of `texture`, transfer full.
    private static func content(file: URL, texture: OpaquePointer) -> UnsafeMutablePointer<GdkContentProvider>? {
        var fileValue = GValue()
        g_value_init(&fileValue, g_file_get_type())
        g_value_take_object(&fileValue, UnsafeMutableRawPointer(g_file_new_for_path(file.path)))
        var textureValue = GValue()
        g_value_init(&textureValue, gdk_texture_get_type())
        g_value_set_object(&textureValue, UnsafeMutableRawPointer(texture))
        let content = union([gdk_content_provider_new_for_value(&fileValue), gdk_content_provider_new_for_value(&textureValue)])
        g_value_unset(&fileValue)
        g_value_unset(&textureValue)
        return content
    }

    /// One provider of all `providers`' formats, taking them over; transfer full.
    private static func union(_ providers: [UnsafeMutablePointer<GdkContentProvider>?]) -> UnsafeMutablePointer<GdkContentProvider>? {
        var providers = providers
        return gdk_content_provider_new_union(&providers, gsize(providers.count))
    }
}

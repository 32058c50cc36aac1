import KittensPictures
import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport

/// Dragging the viewer's picture out, into Files, a browser or an image editor: a `GtkDragSource`
/// on the picture that offers it as a file (`text/uri-list`, a `GFile`: the bytes as downloaded,
/// named as Save Image As names them, `PictureFileName`) and as a texture (`GdkTexture`, which GDK
/// also offers as PNG). The file is written when a drag begins, in the app's cache folder
/// (`dragged/`), which keeps only the last picture dragged. A zoomed picture is panned by a drag,
/// not dragged out: it offers nothing.
@MainActor
final class PictureDragSource {
    /// Where dragged pictures' files are written: `dragged` in the app's cache folder.
    var folder = XDGDirectory.cache.url().appendingPathComponent("dragged", isDirectory: true)

    let source: OpaquePointer
    /// What a drag offers now: the picture and its file; nil offers nothing.
    private(set) var offered: (picture: ViewerPicture, file: URL)?

    init(on widget: UnsafeMutablePointer<GtkWidget>) {
        source = gtk_drag_source_new()
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        Signal.connect(GObjectPointer<Gtk.DragSource>(source), .dragStarted) { [weak self] in self?.dragBegan() }
        gtk_widget_add_controller(widget, kittens_event_controller(UnsafeMutableRawPointer(source)))
    }

    /// Offers `picture` (of image `imageID`) to drags; nil offers nothing.
    func offer(_ picture: ViewerPicture?, imageID: String?) {
        guard let picture, let imageID else {
            if offered != nil { gtk_drag_source_set_content(source, nil) }
            offered = nil
            return
        }
        if let offered, offered.picture.texture.texture == picture.texture.texture { return }
        let file = folder.appendingPathComponent(PictureFileName.suggested(imageID: imageID, format: picture.format))
        offered = (picture, file)
        guard let content = Self.content(file: file, texture: picture.texture.texture) else { return }
        gtk_drag_source_set_content(source, content)
        g_object_unref(UnsafeMutableRawPointer(content))
    }

    /// A drag began: the file it offers is written (and the one dragged before deleted).
    func dragBegan() {
        guard let offered else { return }
        let folder = offered.file.deletingLastPathComponent()
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in names where name != offered.file.lastPathComponent {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        try? AtomicFile.write(offered.picture.original, to: offered.file, access: .owner)
    }

    /// The union of a provider of `file` (a `GFile`) and one of `texture`, transfer full.
    private static func content(file: URL, texture: OpaquePointer) -> UnsafeMutablePointer<GdkContentProvider>? {
        var fileValue = GValue()
        g_value_init(&fileValue, g_file_get_type())
        g_value_take_object(&fileValue, UnsafeMutableRawPointer(g_file_new_for_path(file.path)))
        var textureValue = GValue()
        g_value_init(&textureValue, gdk_texture_get_type())
        g_value_set_object(&textureValue, UnsafeMutableRawPointer(texture))
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [
            gdk_content_provider_new_for_value(&fileValue), gdk_content_provider_new_for_value(&textureValue),
        ]
        g_value_unset(&fileValue)
        g_value_unset(&textureValue)
        return gdk_content_provider_new_union(&providers, gsize(providers.count))
    }
}

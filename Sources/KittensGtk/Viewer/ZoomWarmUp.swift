import CGLib
import CGtk
import CKittensPaintable
import GLibRuntime

/// Draws, once, what the first zoom will draw, in a frame where a picture appears anyway:
/// textures partly outside a clip. Without a GPU, GTK's GL renderer is llvmpipe, which compiles
/// the code for a kind of drawing the first time a frame uses it; the zoom's first frame took
/// 17–19 ms of which about 7 were that compiling (`kittens-bench --viewer-zoom`).
///
/// It draws transparent textures into one pixel of a widget hidden after that frame, so nothing
/// shows. llvmpipe compiles anew for a texture whose sides are powers of two or not, so there is
/// one of each mix, as tiles are (`ZoomTiles`); each is larger than the 128 x 128 that GTK would
/// put in its atlas instead. And once more as tiles drawn as they are (`NearestTile`), which
/// sample the nearest pixel, and each also wholly inside the clip, which GTK draws with another
/// program: llvmpipe compiles for each anew. With Mesa's shader cache empty, the 100 % zoom's
/// first frames cost 51–54 ms of CPU with neither, 35–38 without the second, 12 with both.
@MainActor
final class ZoomWarmUp {
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let afterFrame = AfterNextFrame()
    /// How many frames it waits to be laid out before it gives up until the next `drawOnce`.
    private static let framesToWait = 5
    private var done = false
    /// Whether it was drawn, and hidden again.
    private(set) var hasDrawn = false

    init(picture: UnsafeMutablePointer<GtkWidget>) {
        self.picture = picture
    }

    /// Draws the warm-up in the next frame, unless it has been drawn or the picture is not on
    /// screen (then it waits for a later call: the picture's `map`).
    func drawOnce() {
        guard !done, let shown = gtk_widget_get_parent(picture), gtk_widget_get_mapped(shown) != 0 else { return }
        done = true
        let paintable = GObjectRef<GObject>(owning: kittens_region_paintable_new())
        let sides = [(256, 256), (129, 129), (256, 129), (129, 256)]
        let textures = sides.compactMap(Self.transparentTexture) + sides.compactMap { Self.transparentNearestTile(width: $0, height: $1, for: picture) }
        defer { textures.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        var paintables = textures.map { kittens_paintable(UnsafeMutableRawPointer($0)) }
        var rects: [Double] = textures.flatMap { texture -> [Double] in
            [0, 0, Double(gdk_texture_get_width(texture)), Double(gdk_texture_get_height(texture))]
        }
        // Each once more wholly inside the clip, as the tiles inside the viewer are: GTK draws
        // those with a program of its own, which llvmpipe compiles apart.
        paintables += textures.map { kittens_paintable(UnsafeMutableRawPointer($0)) }
        rects += textures.flatMap { _ in [1.35, 1.35, 0.1, 0.1] }
        // A quarter of a pixel near the corner of each, magnified to one pixel: every texture
        // crosses the clip (and, above, lies wholly inside it), and is drawn larger than it is,
        // as zoomed pictures are.
        kittens_region_paintable_show_tiles(
            kittens_paintable(paintable.raw), &paintables, &rects, Int32(paintables.count), 1.3, 1.3, 0.25, 0.25, 256, 256, 1, 1)
        gtk_picture_set_paintable(kittens_picture(picture), kittens_paintable(paintable.raw))
        gtk_widget_set_visible(picture, 1)
        hideOnceDrawn(after: shown)
    }

    /// Hides the widget after the first frame that drew it: one in which it had been laid out
    /// (it is made visible while a frame may already be laying out its window). It waits at most
    /// `framesToWait` frames, each of which it asks for.
    private func hideOnceDrawn(after shown: UnsafeMutablePointer<GtkWidget>, framesLeft: Int = framesToWait) {
        afterFrame.run(after: shown) { [weak self, picture] in
            guard let self else { return }
            if gtk_widget_get_width(picture) == 0, gtk_widget_get_mapped(shown) != 0, framesLeft > 1 {
                return self.hideOnceDrawn(after: shown, framesLeft: framesLeft - 1)
            }
            // Left before it was drawn: the next time the picture shows, it tries again.
            if gtk_widget_get_width(picture) == 0 { self.done = false } else { self.hasDrawn = true }
            gtk_widget_set_visible(picture, 0)
            gtk_picture_set_paintable(kittens_picture(picture), nil)
        }
    }

    /// A `NearestTile` of `width` x `height` transparent pixels, or nil where `widget`'s window
    /// does not draw with GL.
    private static func transparentNearestTile(width: Int, height: Int, for widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        let zeros = [UInt8](repeating: 0, count: width * height * 4)
        return zeros.withUnsafeBytes { pixels -> OpaquePointer? in
            guard let base = pixels.baseAddress else { return nil }
            return kittens_gl_tile_new(UnsafeMutableRawPointer(widget), base, Int32(width), Int32(height), Int32(width * 4))
        }
    }

    /// A texture of `width` x `height` transparent pixels, in the format decoded pictures have.
    private static func transparentTexture(width: Int, height: Int) -> OpaquePointer? {
        let zeros = [UInt8](repeating: 0, count: width * height * 4)
        guard let bytes = zeros.withUnsafeBytes({ g_bytes_new($0.baseAddress, gsize($0.count)) }) else { return nil }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, bytes, gsize(width * 4))
    }
}

import CGLib
import CGtk
import Foundation

/// Saves what a window shows as a PNG, or hands back its pixels: the window's paintable
/// snapshotted and rendered with the window's own renderer. PNGs go into
/// `KITTENS_SCREENSHOT_DIR`, default `<repo>/.build/screenshots`.
@MainActor
public enum Screenshot {
    public static var directory: URL {
        if let path = ProcessInfo.processInfo.environment["KITTENS_SCREENSHOT_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return Fixtures.repositoryRoot.appendingPathComponent(".build/screenshots", isDirectory: true)
    }

    /// Writes `<name>.png` and returns its URL, or nil when the window has no size or renderer yet.
    /// At `scale` 2 the PNG has twice the window's logical size each way, as a HiDPI screen shows it.
    @discardableResult
    public static func save(_ window: UnsafeMutablePointer<GtkWindow>, name: String, scale: Int = 1) -> URL? {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("\(name).png")
        return rendering(window, scale: scale) { texture in gdk_texture_save_to_png(texture, url.path) != 0 ? url : nil }
    }

    /// The pixels the window shows now, or nil when it has no size or renderer yet.
    public static func image(of window: UnsafeMutablePointer<GtkWindow>) -> PixelImage? {
        rendering(window, scale: 1) { PixelImage(texture: $0) }
    }

    /// Rendering right after a relayout sometimes yields no texture; this tries again after the next frame.
    private static func rendering<T>(_ window: UnsafeMutablePointer<GtkWindow>, scale: Int, _ use: (OpaquePointer) -> T?) -> T? {
        for _ in 0..<5 {
            if let texture = attempt(window, scale: scale) {
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                if let result = use(texture) { return result }
            }
            _ = MainContext.waitForFrame(of: UnsafeMutableRawPointer(window))
        }
        return nil
    }

    /// The window rendered into a new texture (the caller unrefs it), or nil.
    private static func attempt(_ window: UnsafeMutablePointer<GtkWindow>, scale: Int) -> OpaquePointer? {
        let widget = kittens_widget(window)
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let renderer = gtk_native_get_renderer(kittens_native(widget)) else { return nil }
        guard let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return nil }
        if scale != 1 { gtk_snapshot_scale(snapshot, Float(scale), Float(scale)) }
        gdk_paintable_snapshot(paintable, kittens_gdk_snapshot(UnsafeMutableRawPointer(snapshot)), Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width * Int32(scale)), height: Float(height * Int32(scale)))
        )
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }
}

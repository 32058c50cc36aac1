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

    /// The pixels the window shows now, with `popover` (open over it) drawn where it shows, or
    /// nil when it has no size or renderer yet. A popover is a surface of its own, which the
    /// window's rendering alone leaves out.
    public static func image(of window: UnsafeMutablePointer<GtkWindow>, popover: UnsafeMutablePointer<GtkWidget>? = nil) -> PixelImage? {
        rendering(window, scale: 1, popover: popover) { PixelImage(texture: $0) }
    }

    /// Rendering right after a relayout sometimes yields no texture; this tries again after the next frame.
    private static func rendering<T>(
        _ window: UnsafeMutablePointer<GtkWindow>, scale: Int, popover: UnsafeMutablePointer<GtkWidget>? = nil, _ use: (OpaquePointer) -> T?
    ) -> T? {
        for _ in 0..<5 {
            if let texture = attempt(window, scale: scale, popover: popover) {
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                if let result = use(texture) { return result }
            }
            _ = MainContext.waitForFrame(of: UnsafeMutableRawPointer(window))
        }
        return nil
    }

    /// Draws `popover` into `snapshot` of `window` where it shows over it; false when it is not
    /// shown. Its surface's place within the window's surface, less each surface's margin
    /// (shadows) before its widget, is the popover's place in the window's coordinates.
    private static func draw(
        _ popover: UnsafeMutablePointer<GtkWidget>, over window: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer
    ) -> Bool {
        guard gtk_widget_get_mapped(popover) != 0, let surface = gtk_native_get_surface(kittens_native(popover)),
              let paintable = gtk_widget_paintable_new(popover)
        else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let popup = surface
        var popoverX = 0.0, popoverY = 0.0, windowX = 0.0, windowY = 0.0
        gtk_native_get_surface_transform(kittens_native(popover), &popoverX, &popoverY)
        gtk_native_get_surface_transform(kittens_native(window), &windowX, &windowY)
        let x = Double(gdk_popup_get_position_x(popup)) + popoverX - windowX
        let y = Double(gdk_popup_get_position_y(popup)) + popoverY - windowY
        gtk_snapshot_save(snapshot)
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(snapshot, &point)
        gdk_paintable_snapshot(
            paintable, kittens_gdk_snapshot(UnsafeMutableRawPointer(snapshot)),
            Double(gtk_widget_get_width(popover)), Double(gtk_widget_get_height(popover)))
        gtk_snapshot_restore(snapshot)
        return true
    }

    /// The window rendered into a new texture (the caller unrefs it), or nil.
    private static func attempt(_ window: UnsafeMutablePointer<GtkWindow>, scale: Int, popover: UnsafeMutablePointer<GtkWidget>?) -> OpaquePointer? {
        let widget = kittens_widget(window)
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let renderer = gtk_native_get_renderer(kittens_native(widget)) else { return nil }
        guard let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return nil }
        if scale != 1 { gtk_snapshot_scale(snapshot, Float(scale), Float(scale)) }
        gdk_paintable_snapshot(paintable, kittens_gdk_snapshot(UnsafeMutableRawPointer(snapshot)), Double(width), Double(height))
        if let popover, !draw(popover, over: widget, into: snapshot) { return nil }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width * Int32(scale)), height: Float(height * Int32(scale)))
        )
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }
}

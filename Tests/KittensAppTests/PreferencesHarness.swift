import CGtk
import Foundation
import GLibRuntime
import Kittens
import KittensApp
@testable import KittensGtk
import KittensKeyring
import LoopbackHTTP
import MVI
import TestSupport
import XCTest

/// The Preferences window wired as the app wires it, in this process: a `PreferencesController`
/// over a real keyring item (`service`) and a preferences file in `configFolder`, and a kitten
/// store whose requests go to a loopback TheCatAPI through a `LiveDataSource`.
@MainActor
final class PreferencesHarness {
    let server: LoopbackHTTPServer
    let live: LiveSettings
    let controller: PreferencesController
    let source: LiveDataSource
    let store: any KittenStore
    let keyStore: SecretServiceKeyStore
    private(set) var window: PreferencesWindow?

    init(service: String, configFolder: URL, settings: RunSettings = RunSettings()) throws {
        try GtkSetup.start()
        let page = try Fixtures.data("thecatapi-page.json")
        server = try LoopbackHTTPServer { _ in .json(page) }
        var settings = settings
        let file = PreferencesFile(directory: configFolder)
        settings.savedPageSize = file.read().pageSize
        let live = LiveSettings(settings)
        self.live = live
        keyStore = SecretServiceKeyStore(service: service)
        controller = PreferencesController(live: live, store: keyStore, file: file)
        let source = LiveDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/v1/images/search"), apiKey: settings.apiKey))
        self.source = source
        controller.onKeyChange = { key in source.use(apiKey: key) }
        store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: { live.pageSize })
    }

    /// Opens the window as the app does and waits until the keyring has answered.
    func openWindow() {
        let window = PreferencesWindow(parent: nil)
        window.onEvent = { [controller] event in controller.handle(event) }
        controller.onModelChange = { [weak window] model in window?.render(model) }
        window.present(controller.model)
        self.window = window
        let controller = controller
        Task { await controller.readKeyring() }
        XCTAssertTrue(GtkSetup.spin(until: { controller.state.keyring != .reading && window.isVisible }), "the keyring answered")
        GtkSetup.spin(for: .milliseconds(100))
    }

    /// Types `key` and `pageSize` into the fields, presses Save, and waits until saving is done.
    func save(key: String, pageSize: Int) {
        guard let window else { return XCTFail("the window is not open") }
        gtk_editable_set_text(kittens_editable(window.keyEntry), key)
        gtk_spin_button_set_value(kittens_spin_button(window.pageSizeButton), Double(pageSize))
        let savesBefore = controller.finishedSaves
        XCTAssertNotEqual(gtk_widget_activate(window.saveButton), 0, "Save was pressed")
        let controller = controller
        XCTAssertTrue(GtkSetup.spin(until: { controller.finishedSaves > savesBefore }), "saving finished")
        GtkSetup.spin(for: .milliseconds(100))
    }

    /// Refreshes the list and returns the request the server got for it.
    func refresh() -> LoopbackRequest? {
        let count = server.requests.count
        store.accept(.refresh)
        let server = server
        guard GtkSetup.spin(until: { server.requests.count > count }, timeout: .seconds(20)) else {
            XCTFail("no request reached the server")
            return nil
        }
        return server.requests.last
    }

    func closeWindow() {
        window?.close()
        if let window { GtkSetup.spin(until: { !window.isVisible }) }
        window = nil
    }

    func screenshot(_ name: String) {
        guard let window else { return }
        GtkSetup.spin(for: .milliseconds(100))
        XCTAssertTrue(GtkSetup.screenshot(window.window, name: name), "screenshot \(name)")
    }

    func finish() {
        closeWindow()
        store.dispose()
    }
}

/// GTK for these tests: one `gtk_init`, the main-loop bridge, animations off.
@MainActor
enum GtkSetup {
    private static var started = false

    static func start() throws {
        guard !started else { return }
        try requireDisplay(for: "the Preferences window")
        guard gtk_init_check() != 0 else {
            throw TestEnvironmentError(description: "gtk_init_check failed: the display cannot be opened")
        }
        if let settings = gtk_settings_get_default() {
            kittens_set_boolean_property(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 0)
        }
        MainLoopBridge.install()
        started = true
    }

    /// Handles GLib events (and with them the main queue) until `condition` holds or `timeout` passes.
    @discardableResult
    static func spin(until condition: () -> Bool, timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
        return true
    }

    static func spin(for duration: Duration) {
        spin(until: { false }, timeout: duration)
    }

    /// Saves what `window` shows as `<name>.png` in `KITTENS_SCREENSHOT_DIR` (default `.build/screenshots`).
    static func screenshot(_ window: UnsafeMutablePointer<GtkWindow>, name: String) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let folder = environment["KITTENS_SCREENSHOT_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? Fixtures.repositoryRoot.appendingPathComponent(".build/screenshots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for _ in 0..<5 {
            let widget = kittens_widget(window)
            let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
            if width > 0, height > 0, let renderer = gtk_native_get_renderer(kittens_native(widget)),
               let paintable = gtk_widget_paintable_new(widget), let snapshot = gtk_snapshot_new() {
                defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
                gdk_paintable_snapshot(paintable, kittens_gdk_snapshot(UnsafeMutableRawPointer(snapshot)), Double(width), Double(height))
                if let node = gtk_snapshot_free_to_node(snapshot) {
                    defer { gsk_render_node_unref(node) }
                    var bounds = graphene_rect_t(
                        origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
                    if let texture = gsk_renderer_render_texture(renderer, node, &bounds) {
                        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                        if gdk_texture_save_to_png(texture, folder.appendingPathComponent("\(name).png").path) != 0 { return true }
                    }
                }
            }
            spin(for: .milliseconds(50))
        }
        return false
    }
}

import CGLib
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
        try GtkForTests.initialize(for: "the Preferences window")
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
        XCTAssertTrue(MainContext.wait(until: { controller.state.keyring != .reading && window.isVisible }), "the keyring answered")
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)), "the window painted a frame")
    }

    /// Types `key` and `pageSize` into the fields, presses Save, and waits until saving is done.
    func save(key: String, pageSize: Int) {
        guard let window else { return XCTFail("the window is not open") }
        gtk_editable_set_text(kittens_editable(window.keyEntry), key)
        gtk_spin_button_set_value(kittens_spin_button(window.pageSizeButton), Double(pageSize))
        let savesBefore = controller.finishedSaves
        XCTAssertNotEqual(gtk_widget_activate(window.saveButton), 0, "Save was pressed")
        let controller = controller
        XCTAssertTrue(MainContext.wait(until: { controller.finishedSaves > savesBefore }), "saving finished")
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)), "a frame after saving")
    }

    /// Refreshes the list and returns the request the server got for it.
    func refresh() -> LoopbackRequest? {
        let count = server.requests.count
        store.accept(.refresh)
        let server = server
        guard MainContext.wait(until: { server.requests.count > count }) else {
            XCTFail("no request reached the server")
            return nil
        }
        return server.requests.last
    }

    func closeWindow() {
        window?.close()
        if let window { XCTAssertTrue(MainContext.wait(until: { !window.isVisible }), "the window is closed") }
        window = nil
    }

    func screenshot(_ name: String) {
        guard let window else { return }
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)), "a frame before the screenshot")
        XCTAssertNotNil(Screenshot.save(window.window, name: name), "screenshot \(name)")
    }

    func finish() {
        closeWindow()
        store.dispose()
    }
}

import CGLib
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensApp
@testable import KittensGtk
import KittensKeyring
import KittensNetwork
import Logging
import LoopbackHTTP
import MVI
import TestSupport
import XCTest

/// The Preferences window wired as the app wires it, in this process: a preferences store over
/// a real keyring item (`service`) and a preferences file in `configFolder`, bound as the app
/// binds it to a kitten store whose requests go to a loopback TheCatAPI through a
/// `ListingClient`. The keyring and the file are reached through counting wrappers.
@MainActor
final class PreferencesHarness {
    let server: LoopbackHTTPServer
    let live: LiveSettings
    let preferences: any PreferencesStore
    let source: ListingClient
    let store: any ListingStore
    let keyStore: CountingKeyStore
    let writer: CountingPreferencesWriter
    let binder = Binder()
    private var component: PreferencesComponent?
    private var noticeSubscription: StoreSubscription?
    /// The notices the preferences store published, oldest first: one per save.
    private(set) var notices: [PreferencesLabel] = []
    private(set) var window: PreferencesWindow?

    init(service: String, configFolder: URL, settings: RunSettings = RunSettings()) throws {
        try GtkForTests.initialize(for: "the Preferences window")
        let page = try Fixtures.data("thecatapi-page.json")
        server = try LoopbackHTTPServer { _ in .json(page) }
        var settings = settings
        let file = SettingsFile(directory: configFolder)
        settings.savedPageSize = file.read().pageSize
        let live = LiveSettings(settings)
        self.live = live
        keyStore = CountingKeyStore(base: SecretServiceKeyStore(service: service))
        writer = CountingPreferencesWriter(base: file)
        preferences = DefaultStoreFactory().makePreferencesStore(settings: settings, keyStore: keyStore, writer: writer, autoStart: false)
        let source = ListingClient()
        source.connect(
            TheCatAPIConfiguration(endpoint: server.url("/v1/images/search"), apiKey: settings.apiKey), session: BoundedDownloader())
        source.open()
        self.source = source
        let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: live.current.pageSize)
        self.store = store
        binder.bindSettings(of: preferences, to: live, logger: Logger(label: "test"), onKeyChange: { key in source.use(apiKey: key) })
        binder.bindPageSize(of: preferences, to: store)
        binder.start()
        noticeSubscription = preferences.subscribe(onLabel: { [unowned self] label in notices.append(label) })
    }

    /// Opens the window as the app does and waits until the keyring has answered.
    func openWindow() {
        let window = PreferencesWindow(parent: nil)
        let component = PreferencesComponent(store: preferences, states: preferences)
        component.attach(window)
        self.component = component
        window.present()
        self.window = window
        preferences.start()
        XCTAssertTrue(MainContext.wait(until: { preferences.state.keyring != .reading && window.isVisible }), "the keyring answered")
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)), "the window painted a frame")
    }

    /// Types `key` and `pageSize` into the fields, presses Save, and waits until saving is done.
    func save(key: String, pageSize: Int) {
        guard let window else { return XCTFail("the window is not open") }
        gtk_editable_set_text(kittens_editable(window.parts[.keyEntry]), key)
        gtk_spin_button_set_value(kittens_spin_button(window.parts[.pageSizeButton]), Double(pageSize))
        let noticesBefore = notices.count
        XCTAssertNotEqual(gtk_widget_activate(window.parts[.saveButton]), 0, "Save was pressed")
        waitForTheSave(noticesBefore: noticesBefore)
    }

    /// Waits until a save has ended (each ends with a notice, `PreferencesLabel`) with no job
    /// left running, and the window painted what it says.
    func waitForTheSave(noticesBefore: Int) {
        guard let window else { return XCTFail("the window is not open") }
        let preferences = preferences
        XCTAssertTrue(
            MainContext.wait(until: { [unowned self] in notices.count > noticesBefore && preferences.unfinishedJobCount == 0 }),
            "saving finished")
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
        component?.detach()
        component = nil
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
        binder.stop()
        preferences.dispose()
        store.dispose()
    }
}

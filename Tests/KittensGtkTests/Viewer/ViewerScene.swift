import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import Locking
import MVI
import LoopbackHTTP
import TestSupport
import XCTest

/// A real window over a real kitten store whose list points at fixture pictures served on
/// 127.0.0.1: the viewer is driven as the user drives it, and the store decides what shows.
@MainActor
final class ViewerScene {
    /// The named pictures, in list order, then the test's own (`served`), then `fillerCount`
    /// more copies of the first so the list scrolls.
    static let named: [(id: String, path: String)] = [
        ("cat-a", "/kitten-640x480.png"),
        ("cat-b", "/kitten-320x240.jpg"),
        ("cat-c", "/kitten-8x6.gif"),
        ("flaky", "/flaky.png"),
        ("bomb", "/bomb-30000x30000.jpg"),
    ]
    static let fillerCount = 40

    let server: LoopbackHTTPServer
    let harness: WindowHarness
    let component: ListingComponent
    let viewerComponent: ViewerComponent
    let viewerStore: any ViewerStore
    /// The listing's pages.
    let source: FixedKittens
    /// The app's rule between the two stores (`Binder.bindViewer`, as `StoreConnections` has it).
    private let binder = Binder()
    let pictures: PictureLoader
    /// Answers to `/flaky.png` fail until this is set.
    let flakyHeals = Locked(false)
    private var requestsBeforeViewer = 0

    /// `breeds` gives the named pictures of these ids a breed, for the viewer's breed card;
    /// `served` adds pictures of the test's own, each served at its path with its bytes;
    /// `fileWriter` writes what Save Image As saves.
    init(
        breeds: [String: Breed] = [:], served extra: [(id: String, path: String, body: Data)] = [],
        fileWriter: BackgroundFileWriter = BackgroundFileWriter(), clock: any TimerClock = SystemClock(),
        background: any DesktopBackground = NoDesktopBackground(), zoomPixelBudget: Int? = nil
    ) throws {
        let heals = flakyHeals
        let extraBodies = Dictionary(uniqueKeysWithValues: extra.map { ($0.path, $0.body) })
        let fixtures = ["kitten-640x480.png", "kitten-320x240.jpg", "kitten-8x6.gif", "bomb-30000x30000.jpg", "kitten-320x240.png", "kitten-4x3.png"]
        let files = try Dictionary(uniqueKeysWithValues: fixtures.map { ($0, try Fixtures.thumbnail($0)) })
        server = try LoopbackHTTPServer { request in
            if request.path == "/flaky.png" {
                return heals.withLock { $0 } ? Self.image(files["kitten-320x240.png"]) : .status(500)
            }
            if request.path.hasPrefix("/filler-") { return Self.image(files["kitten-4x3.png"]) }
            if let body = extraBodies[request.path] { return Self.image(body) }
            return Self.image(files[String(request.path.dropFirst())])
        }
        var configuration = PictureLoader.Configuration()
        configuration.fileWriter = fileWriter
        if let zoomPixelBudget { configuration.zoomPixelBudget = zoomPixelBudget }
        pictures = PictureLoader(configuration: configuration)
        harness = try WindowHarness(pictures: pictures)
        let served = server
        let images = Self.named.map { KittenImage(id: $0.id, url: served.url($0.path), breed: breeds[$0.id]) }
            + extra.map { KittenImage(id: $0.id, url: served.url($0.path)) }
            + (0..<Self.fillerCount).map { KittenImage(id: "filler-\($0)", url: served.url("/filler-\($0).png")) }
        let source = FixedKittens(images: images)
        self.source = source
        component = ListingComponent(dataSource: source, pageSize: images.count)
        let viewerStore = DefaultStoreFactory().makeViewerStore(pictures: pictures, background: background, clock: clock)
        self.viewerStore = viewerStore
        viewerComponent = ViewerComponent(store: viewerStore, states: viewerStore)
        binder.bindViewer(viewerStore, toListing: component.store)
        binder.start()
        component.attach(harness.view)
        viewerComponent.attach(harness.view.viewerView)
        XCTAssertTrue(MainContext.wait(until: { self.harness.itemCount == images.count }), "the list loaded")
        let list = harness.view.list
        XCTAssertTrue(MainContext.wait(until: {
            !list.boundRows.isEmpty && list.boundRows.allSatisfy { $0.thumbnailState != .empty }
        }), "the thumbnails settled")
        requestsBeforeViewer = server.requests.count
    }

    func tearDown() {
        binder.stop()
        viewerComponent.destroy()
        component.destroy()
        harness.close()
        server.stop()
    }

    private nonisolated static func image(_ bytes: Data?) -> LoopbackResponse {
        guard let bytes else { return .status(404) }
        return LoopbackResponse(headers: [("Content-Type", "image/*")], body: bytes)
    }

    var presenter: ViewerPresenter { harness.view.viewer }
    var viewer: PictureViewer { presenter.viewer }
    var title: String { String(cString: gtk_window_get_title(harness.view.window)) }

    func url(of id: String) -> URL? {
        Self.named.first { $0.id == id }.map { server.url($0.path) }
    }

    /// Activates the row of `id` as Enter or a double-click does.
    func activateRow(_ id: String) {
        guard let position = harness.view.list.position(ofImage: id) else { return XCTFail("no row \(id)") }
        gtk_widget_activate_action_variant(harness.view.list.listView, "list.activate-item", g_variant_new_uint32(guint(position)))
    }

    @discardableResult
    func activate(_ action: String) -> Bool {
        gtk_widget_activate_action_variant(harness.widget, action, nil) != 0
    }

    func isEnabled(_ action: String) -> Bool {
        guard let found = g_action_map_lookup_action(kittens_action_map(harness.view.window), action) else { return false }
        return g_action_get_enabled(found) != 0
    }

    /// Waits until the viewer shows a decoded picture.
    func waitForPicture() -> Bool {
        MainContext.wait(until: { self.presenter.viewer.visiblePage == .picture && self.paintableSize != nil })
    }

    /// The size of what the viewer's GtkPicture paints, nil when it paints nothing.
    var paintableSize: (width: Int, height: Int)? {
        guard let paintable = gtk_picture_get_paintable(kittens_picture(presenter.viewer.parts[.picture])) else { return nil }
        return (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)))
    }

    /// Requests for `path` since the list's thumbnails settled: the viewer's own (thumbnails
    /// of the same URLs come from the thumbnail cache from then on).
    /// Shows picture `id` in the viewer and presses Save Image As, with the dialog opening in
    /// `folder`: the dialog, once it has listed the folder, or nil when it did not open.
    func openSaveDialog(showing id: String, in folder: URL) -> SaveFileChooser? {
        FileChooserDialogs.prepare(folder)
        presenter.saveFolder = folder
        activateRow(id)
        guard waitForPicture(), activate("win.save-image"), let dialog = presenter.saveDialog else { return nil }
        FileChooserDialogs.waitUntilListed()
        return dialog
    }

    func viewerRequests(_ path: String) -> Int {
        server.requests.dropFirst(requestsBeforeViewer).filter { $0.path == path }.count
    }
}

/// One page holding every image; counts the pages asked for.
final class FixedKittens: ListingDataSource {
    let images: [KittenImage]
    private let loads = Locked(0)

    init(images: [KittenImage]) { self.images = images }

    /// How many pages were asked for.
    var loadCount: Int { loads.withLock { $0 } }

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        loads.withLock { $0 += 1 }
        return .images(page == 0 ? images : [])
    }
}

import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import TestSupport
import XCTest

/// A presented `MainWindow` on the shared test application, recording its events.
@MainActor
final class WindowHarness {
    let view: MainWindow
    private(set) var events: [ListingIntent] = []
    /// What the window sent the viewer store.
    private(set) var viewerEvents: [ViewerIntent] = []
    private let warningsAtStart: Int

    /// Opens the window at `size` when given, else at its default size.
    init(
        thumbnails: ThumbnailLoader = ThumbnailLoader(), pictures: PictureLoader = PictureLoader(), size: WindowSize? = nil
    ) throws {
        let application = try GtkTestEnvironment.start()
        warningsAtStart = GtkWarnings.all.count
        view = MainWindow(application: application, thumbnails: thumbnails, pictures: pictures)
        Self.addFeatureParts(to: view)
        if let size { view.restore(size) }
        view.onEvent = { [weak self] event in self?.events.append(event) }
        view.onViewerEvent = { [weak self] event in self?.viewerEvents.append(event) }
        view.present()
        XCTAssertTrue(MainContext.wait(until: { self.isMapped(self.view.window) }), "the window is shown")
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(view.window)), "the window painted a frame")
    }

    /// Adds every feature's part of the window, in the order the app's screens attach
    /// (`Session.screenTypes`; the app sets the inspector's opener before they do).
    static func addFeatureParts(to window: MainWindow) {
        _ = window.part(OpenedByShortcut<StoreInspectorWindow>.self)
        _ = window.part(OpenedByShortcut<PreferencesWindow>.self)
        window.addBreeds()
        _ = window.favouritesView
        _ = window.rateView
    }

    var widget: UnsafeMutablePointer<GtkWidget> { kittens_widget(view.window) }

    func isMapped(_ widget: some GPointerLike) -> Bool { gtk_widget_get_mapped(kittens_widget(widget.raw)) != 0 }
    func isVisible(_ widget: some GPointerLike) -> Bool { gtk_widget_get_visible(kittens_widget(widget.raw)) != 0 }

    /// Renders and waits until GTK has laid out and drawn it: a frame painted after the render.
    func render(_ model: ListingModel, file: StaticString = #filePath, line: UInt = #line) {
        view.render(model)
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(view.window)), "a frame after the render",
                      file: file, line: line)
    }

    /// Renders the viewer's model and waits for a frame painted after it, as `render` does.
    func renderViewer(_ model: ViewerModel, file: StaticString = #filePath, line: UInt = #line) {
        view.renderViewer(model)
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(view.window)), "a frame after the viewer's render",
                      file: file, line: line)
    }

    var itemCount: Int { Int(g_list_model_get_n_items(kittens_list_model(view.list.strings.raw))) }

    func label(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(kittens_label(widget)))
    }

    func screenshot(_ name: String) {
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(view.window)), "a frame before the screenshot")
        XCTAssertNotNil(Screenshot.save(view.window, name: name), "screenshot \(name)")
    }

    func clearEvents() {
        events.removeAll()
        viewerEvents.removeAll()
    }

    /// GTK warnings since this window was made.
    var newWarnings: [String] { Array(GtkWarnings.all.dropFirst(warningsAtStart)) }

    func close() {
        view.close()
        XCTAssertTrue(MainContext.wait(until: { self.view.isDestroyed }), "the window is destroyed")
    }
}

/// Widgets come as typed pointers; this lets helpers take any of them.
protocol GPointerLike { var raw: UnsafeMutableRawPointer { get } }
extension UnsafeMutablePointer: GPointerLike { var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) } }

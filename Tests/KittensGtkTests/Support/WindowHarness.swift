import CGLib
import CGtk
import Foundation
@testable import KittensGtk
import Kittens
import XCTest

/// A presented `KittenWindow` on the shared test application, recording its events.
@MainActor
final class WindowHarness {
    let view: KittenWindow
    private(set) var events: [KittenEvent] = []
    private let warningsAtStart: Int

    init(thumbnails: ThumbnailLoader = ThumbnailLoader(), pictures: ViewerPictureLoader = ViewerPictureLoader()) throws {
        let application = try GtkTestEnvironment.start()
        warningsAtStart = GtkWarnings.all.count
        view = KittenWindow(application: application, thumbnails: thumbnails, pictures: pictures)
        view.onEvent = { [weak self] event in self?.events.append(event) }
        view.present()
        MainContext.spin(until: { self.isMapped(self.view.window) })
        MainContext.spin(for: .milliseconds(50))
    }

    var widget: UnsafeMutablePointer<GtkWidget> { kittens_widget(view.window) }

    func isMapped(_ widget: some GPointerLike) -> Bool { gtk_widget_get_mapped(kittens_widget(widget.raw)) != 0 }
    func isVisible(_ widget: some GPointerLike) -> Bool { gtk_widget_get_visible(kittens_widget(widget.raw)) != 0 }

    /// Renders and lets GTK lay out and draw.
    func render(_ model: KittenModel, settle: Duration = .milliseconds(60)) {
        view.render(model)
        MainContext.spin(for: settle)
    }

    var itemCount: Int { Int(g_list_model_get_n_items(kittens_list_model(view.list.strings.raw))) }

    func label(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(kittens_label(widget)))
    }

    func screenshot(_ name: String) {
        MainContext.spin(for: .milliseconds(100))
        XCTAssertNotNil(Screenshot.save(view.window, name: name), "screenshot \(name)")
    }

    func clearEvents() { events.removeAll() }

    /// GTK warnings since this window was made.
    var newWarnings: [String] { Array(GtkWarnings.all.dropFirst(warningsAtStart)) }

    func close() {
        view.close()
        MainContext.spin(until: { self.view.isDestroyed })
    }
}

/// Widgets come as typed pointers; this lets helpers take any of them.
protocol GPointerLike { var raw: UnsafeMutableRawPointer { get } }
extension UnsafeMutablePointer: GPointerLike { var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) } }

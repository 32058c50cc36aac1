import CAdw
import CGLib
import CGtk
import Foundation
import GLibRuntime
import KittensGtk
import KittensPictures

/// GTK for the benchmarks: a display, `gtk_init` and `adw_init`, the main-loop bridge and a registered
/// application, or the reason there are none.
@MainActor
enum GtkBenchEnvironment {
    /// A main window with what the app's features add to it (the breeds' card and caption,
    /// the favourites' hearts and page, the Rate page), as the app's screens add them.
    static func mainWindow(_ application: UnsafeMutablePointer<GtkApplication>, pictures: PictureLoader = PictureLoader()) -> MainWindow {
        let window = MainWindow(application: application, pictures: pictures)
        window.addBreeds()
        _ = window.favouritesView
        _ = window.rateView
        return window
    }

    static func start() -> Result<UnsafeMutablePointer<GtkApplication>, SkipReason> {
        let environment = ProcessInfo.processInfo.environment
        guard !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
            return .failure(SkipReason("no display (DISPLAY and WAYLAND_DISPLAY unset); run under xvfb-run -a"))
        }
        guard gtk_init_check() != 0 else { return .failure(SkipReason("gtk_init_check failed: the display cannot be opened")) }
        adw_init()
        MainLoopBridge.install()
        styleSheet = StyleSheet.install(from: repositoryRoot.appendingPathComponent("data/kittens.css"))
        let application = gtk_application_new("org.kittens.Bench", G_APPLICATION_NON_UNIQUE)!
        guard g_application_register(kittens_g_application(application), nil, nil) != 0 else {
            return .failure(SkipReason("the benchmark application could not be registered"))
        }
        return .success(application)
    }

    /// The app's style sheet, installed as the app installs it: the windows measured look and
    /// draw as the app's do.
    private static var styleSheet: StyleSheet?

    struct SkipReason: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

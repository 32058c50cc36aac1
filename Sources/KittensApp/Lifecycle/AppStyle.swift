import CGtk
import FoundationEssentials
import KittensGtk
import Logging

/// The app's look: its style sheet, and, run from a checkout, its icon from `data/icons`.
/// Installed once, on the first activation.
@MainActor
final class AppStyle {
    private var styleSheet: StyleSheet?
    private var isInstalled = false

    func install(logger: Logger) {
        guard !isInstalled else { return }
        isInstalled = true
        guard let folder = AppDataFolder.url() else {
            logger.warning("\(AppDataFolder.styleSheetName) was not found; the window uses GTK's default look")
            return
        }
        let icons = folder.appendingPathComponent("icons", isDirectory: true)
        if FileManager.default.fileExists(atPath: icons.path), let display = gdk_display_get_default() {
            // Run from a checkout: the app icon (window, About) is in data/icons, not installed.
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons.path)
        }
        let path = folder.appendingPathComponent(AppDataFolder.styleSheetName)
        logger.debug("style sheet \(path.path)")
        styleSheet = StyleSheet.install(from: path) { error in
            logger.warning("\(AppDataFolder.styleSheetName): \(error)")
        }
    }
}

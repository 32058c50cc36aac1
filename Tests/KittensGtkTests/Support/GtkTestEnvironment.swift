import CGLib
import CGtk
import Foundation
import GLibRuntime
import KittensGtk
import TestSupport
import XCTest

/// GTK for the window tests (`GtkForTests`), one registered `GtkApplication`, the style sheet,
/// and a count of GTK warnings.
///
/// Without a display the tests skip (see `requireDisplay`); a display that cannot be opened fails.
@MainActor
enum GtkTestEnvironment {
    private static var application: UnsafeMutablePointer<GtkApplication>?
    private static var styleSheet: StyleSheet?

    /// The shared application, GTK initialised; skips without a display.
    static func start() throws -> UnsafeMutablePointer<GtkApplication> {
        if let application { return application }
        try requireDisplay(for: "the GTK window")
        GtkWarnings.install()
        let app = try GtkForTests.registeredApplication(id: "org.kittens.KittensGtkTests", for: "the GTK window")
        styleSheet = StyleSheet.install(from: Fixtures.styleSheet) { error in
            XCTFail("data/kittens.css: \(error)")
        }
        application = app
        return app
    }
}

/// Counts GTK, GDK and GSK warnings and criticals written through GLib's structured log,
/// still printing them.
enum GtkWarnings {
    nonisolated(unsafe) private static var messages: [String] = []
    nonisolated(unsafe) private static var installed = false

    /// Warnings so far; main thread only.
    @MainActor static var all: [String] { messages }

    @MainActor static func install() {
        guard !installed else { return }
        installed = true
        g_log_set_writer_func(countingLogWriter, nil, nil)
    }

    fileprivate static func record(_ warning: String) {
        messages.append(warning)
    }
}

/// GLib calls its log writer on whatever thread logs (GIO and libsoup log from worker threads),
/// so the writer is defined here, outside the main actor, where no isolation check traps.
private let countingLogWriter: GLogWriterFunc = { level, fields, count, data in
    let serious = level.rawValue & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0
    if serious, let fields {
        var domain = "", message = ""
        for index in 0..<Int(count) {
            let field = fields[index]
            guard let key = field.key, let value = field.value, field.length < 0 else { continue }
            let text = String(cString: value.assumingMemoryBound(to: CChar.self))
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = text
            case "MESSAGE": message = text
            default: break
            }
        }
        if domain.hasPrefix("Gtk") || domain.hasPrefix("Gdk") || domain.hasPrefix("Gsk") || domain == "GLib-GObject" {
            GtkWarnings.record("\(domain): \(message)")
        }
    }
    return g_log_writer_default(level, fields, count, data)
}

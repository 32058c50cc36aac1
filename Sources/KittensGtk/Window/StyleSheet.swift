import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime

/// A CSS file installed into the default display at application priority.
@MainActor
public final class StyleSheet {
    /// A problem GTK's CSS parser reported: where (file:line:column, when known) and what.
    public struct ParsingError: Error, Sendable, CustomStringConvertible {
        public let location: String
        public let message: String
        public var description: String { location.isEmpty ? message : "\(location): \(message)" }
    }

    private let provider: GObjectRef<GtkCssProvider>
    private var isInstalled = false

    /// Loads the CSS at `url` and adds it to the default display. Parsing errors, including a
    /// missing or unreadable file, go to `onError`, during this call and whenever the file is
    /// reloaded; rules that parse still apply. Returns nil when there is no display (before
    /// `gtk_init`). Keep the result to `uninstall()` it later; dropping it leaves it installed.
    public static func install(
        from url: URL, onError: @escaping @MainActor (ParsingError) -> Void = { _ in }
    ) -> StyleSheet? {
        guard let display = gdk_display_get_default() else { return nil }
        let sheet = StyleSheet(onError: onError)
        gtk_css_provider_load_from_path(kittens_css_provider(sheet.provider.raw), url.path)
        gtk_style_context_add_provider_for_display(
            display, kittens_style_provider(sheet.provider.raw), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        )
        sheet.isInstalled = true
        return sheet
    }

    private init(onError: @escaping @MainActor (ParsingError) -> Void) {
        provider = GObjectRef(owning: gtk_css_provider_new())
        Signal.connect(provider, .parsingError) { section, error in
            onError(Self.parsingError(section: section, error: error))
        }
    }

    /// Removes the style sheet from the display.
    public func uninstall() {
        guard isInstalled, let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, kittens_style_provider(provider.raw))
        isInstalled = false
    }

    private static func parsingError(section: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?) -> ParsingError {
        var location = ""
        if let section, let text = gtk_css_section_to_string(OpaquePointer(section)) {
            location = String(cString: text)
            g_free(text)
        }
        var message = "CSS parsing error"
        if let error, let text = error.assumingMemoryBound(to: GError.self).pointee.message {
            message = String(cString: text)
        }
        return ParsingError(location: location, message: message)
    }
}

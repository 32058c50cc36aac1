import CGLib
import CGtk
import GLibRuntime
import KittensUIResources
import Localization

/// A widget tree read from one of the views' GtkBuilder files (data/ui, compiled in as the
/// GResource bundle `UIResourceBundle`), its strings translated in the `kittens` domain. The
/// file holds the layout and the fixed properties; the Swift class that owns this keeps the
/// behaviour and finds the widgets by id.
///
/// The builder holds a reference to every object of the file for as long as this lives, so
/// the widgets stay valid pointers while their owner keeps this; the owner's parent widget takes
/// its own reference when it adds the file's top widget.
@MainActor
final class UIBuilder {
    private let builder: GObjectRef<GObject>
    private let file: String

    /// Reads `file` (such as "header-bar.ui") from the compiled-in bundle. The bundle is part of
    /// the program, so a file that is missing or does not parse is a defect of the build: it stops
    /// the program with GTK's message.
    init(_ file: String) {
        UIResources.registerOnce()
        self.file = file
        let builder = gtk_builder_new()!
        gtk_builder_set_translation_domain(builder, gettextDomain)
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_resource(builder, UIResourceBundle.prefix + file, &error) == 0 {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            fatalError("\(file) of the compiled-in UI resources does not load: \(message)")
        }
        self.builder = GObjectRef(owning: builder)
    }

    /// The object with `id` in the file.
    func object(_ id: String) -> UnsafeMutablePointer<GObject> {
        guard let object = gtk_builder_get_object(builder.opaque, id) else {
            fatalError("\(file) has no object with the id \(id)")
        }
        return object
    }

    /// The widget with `id` in the file.
    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(object(id)).assumingMemoryBound(to: GtkWidget.self)
    }
}

/// Registers the compiled-in bundle of `.ui` files with GIO's global resources, once.
@MainActor
enum UIResources {
    private static var isRegistered = false

    static func registerOnce() {
        guard !isRegistered else { return }
        isRegistered = true
        let bytes = UIResourceBundle.words.withUnsafeBytes { words in
            g_bytes_new(words.baseAddress, gsize(UIResourceBundle.byteCount))
        }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            fatalError("The compiled-in UI resources do not load: \(message)")
        }
        g_resources_register(resource)
        g_resource_unref(resource)
    }
}

/// The widgets of one GtkBuilder file that a view works with, named by the view's `Part` enum
/// (each case's raw value is the widget's id in the file): `parts[.retryButton]`. Every part is
/// looked up once when the file is read, so an id missing from the file stops the program
/// there, at the view's construction, not at its first use.
@MainActor
struct UIParts<Part: RawRepresentable & CaseIterable> where Part.RawValue == String {
    /// The file, for its other objects and the widgets only construction needs.
    let builder: UIBuilder

    init(_ file: String) {
        self.init(UIBuilder(file))
    }

    /// The parts of a file another view reads too (one tree, two owners of its parts).
    init(_ builder: UIBuilder) {
        self.builder = builder
        for part in Part.allCases { _ = builder.widget(part.rawValue) }
    }

    subscript(_ part: Part) -> UnsafeMutablePointer<GtkWidget> {
        builder.widget(part.rawValue)
    }
}

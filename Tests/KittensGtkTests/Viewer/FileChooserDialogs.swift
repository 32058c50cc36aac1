import CGLib
import CGtk
import Foundation
import TestSupport
import XCTest

/// Helps a test answer a `GtkFileChooserNative` in place of the user. GTK 4.8 shows its own
/// GtkFileChooserDialog here (no portal outside a sandbox), which loads the folder it shows
/// asynchronously; a chooser destroyed before that load ends pops up "The folder contents could
/// not be displayed: Operation was cancelled" in a dialog of its own. A user never answers that
/// fast; a test waits for the folder's files to be listed first.
@MainActor
enum FileChooserDialogs {
    /// Puts a file in `folder`, so that a dialog showing it has something to list.
    static func prepare(_ folder: URL, file: StaticString = #filePath, line: UInt = #line) {
        let marker = folder.appendingPathComponent(markerName)
        XCTAssertTrue(FileManager.default.createFile(atPath: marker.path, contents: Data("x".utf8)), file: file, line: line)
    }

    static let markerName = "already-here.txt"

    /// Waits until the file chooser dialog lists the file `prepare` made.
    static func waitUntilListed(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(MainContext.wait(until: { listedFileCount() == 1 }), "the dialog listed its folder", file: file, line: line)
    }

    /// The rows of the file list of the mapped file chooser dialog; 0 without one.
    static func listedFileCount() -> Int {
        guard let toplevels = gtk_window_get_toplevels() else { return 0 }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            let window = kittens_widget(item)
            guard gtk_widget_get_mapped(window) != 0, isA(window, gtk_file_chooser_dialog_get_type()) else { continue }
            // GTK 4.8 lists files in a GtkTreeView; later versions in a GtkColumnView.
            if let tree = find(in: window, type: gtk_tree_view_get_type(), mappedOnly: true),
               let model = gtk_tree_view_get_model(UnsafeMutablePointer<GtkTreeView>(OpaquePointer(tree))) {
                return Int(gtk_tree_model_iter_n_children(model, nil))
            }
            if let list = find(in: window, type: gtk_column_view_get_type(), mappedOnly: true),
               let model = gtk_column_view_get_model(OpaquePointer(list)) {
                return Int(g_list_model_get_n_items(kittens_list_model(UnsafeMutableRawPointer(model))))
            }
        }
        return 0
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), type) != 0
    }

    private static func find(
        in widget: UnsafeMutablePointer<GtkWidget>, type: GType, mappedOnly: Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        if isA(widget, type), !mappedOnly || gtk_widget_get_mapped(widget) != 0 { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = find(in: current, type: type, mappedOnly: mappedOnly) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}

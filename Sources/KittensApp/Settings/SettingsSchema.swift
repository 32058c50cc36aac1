import CGLib
import KittensSchema
import KittensSupport

/// Finds the app's GSettings schema without ever letting GLib abort: `g_settings_new` aborts on
/// a schema it does not know, so the schema is looked up first, in order:
///
/// 1. GLib's default schema source: the `glib-2.0/schemas` folders of `XDG_DATA_DIRS` (where
///    meson installs it) and `GSETTINGS_SCHEMA_DIR`;
/// 2. the folder the build compiled it into (`CompiledSchemaFolder.path`), for a run from a
///    checkout, or `KITTENS_SCHEMA_DIR` when set (empty: none).
///
/// A schema that lacks one of the keys the app reads (an older install) is passed over, since
/// reading a key a schema does not have aborts too.
final class SettingsSchema: @unchecked Sendable {
    /// The schema id, the app id.
    static let id = "org.kittensforlinux.Kittens"

    /// The `GSettingsSchema`, owned; immutable, so it may be shared between threads.
    let pointer: OpaquePointer
    /// Where it was found, for the log.
    let origin: String

    private init(pointer: OpaquePointer, origin: String) {
        self.pointer = pointer
        self.origin = origin
    }

    deinit { g_settings_schema_unref(pointer) }

    /// Why no schema was found.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// Looks the schema up; see the type's description for where.
    static func find(environment: [String: String] = ProcessEnvironment.current()) -> Result<SettingsSchema, Missing> {
        var passedOver: [String] = []
        let defaultSource = g_settings_schema_source_get_default()
        if let defaultSource, let schema = g_settings_schema_source_lookup(defaultSource, id, 1) {
            if hasEveryKey(schema) { return .success(SettingsSchema(pointer: schema, origin: "the installed schemas")) }
            g_settings_schema_unref(schema)
            passedOver.append("the installed schema lacks keys")
        }
        let folder = environment["KITTENS_SCHEMA_DIR"] ?? CompiledSchemaFolder.path
        if !folder.isEmpty {
            var error: UnsafeMutablePointer<GError>?
            if let source = g_settings_schema_source_new_from_directory(folder, defaultSource, 0, &error) {
                defer { g_settings_schema_source_unref(source) }
                if let schema = g_settings_schema_source_lookup(source, id, 0) {
                    if hasEveryKey(schema) { return .success(SettingsSchema(pointer: schema, origin: folder)) }
                    g_settings_schema_unref(schema)
                    passedOver.append("the schema in \(folder) lacks keys")
                } else {
                    passedOver.append("not in \(folder)")
                }
            } else {
                passedOver.append("no compiled schemas in \(folder)")
                if let error { g_error_free(error) }
            }
        }
        let where_ = passedOver.isEmpty ? "" : " (" + passedOver.joined(separator: "; ") + ")"
        return .failure(Missing(description: "the GSettings schema \(id) is not installed\(where_)"))
    }

    private static func hasEveryKey(_ schema: OpaquePointer) -> Bool {
        (SettingsKey.allCases.map(\.rawValue) + FilterSettingsKey.allCases.map(\.rawValue)).allSatisfy { g_settings_schema_has_key(schema, $0) != 0 }
    }
}

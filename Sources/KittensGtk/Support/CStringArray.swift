import FoundationEssentials
import Glibc

/// Calls `body` with a NULL-terminated array of C strings, as GTK takes string lists
/// (`gtk_string_list_splice`, `gtk_application_set_accels_for_action`).
func withCStringArray<Result>(
    _ strings: some Collection<String>, _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
    }
}

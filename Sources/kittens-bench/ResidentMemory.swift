import Foundation

/// The resident size of this process now, in bytes (`/proc/self/statm`'s second field, in
/// pages), or nil where that file cannot be read: what the scrolling benchmark follows as the
/// list grows.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

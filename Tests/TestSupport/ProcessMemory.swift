import Foundation

/// The resident memory of this process, as Linux reports it in `/proc/self/status`: what a
/// user sees in `top`, so a figure that really cost memory, not what an allocator promised.
///
/// Peak figures of a process that already ran other work are polluted by it: reset the peak
/// first (`resetPeak`), or measure in a fresh child process.
public enum ProcessMemory {
    /// Resident set size now (`VmRSS`), in bytes.
    public static var residentBytes: Int? { statusField("VmRSS") }

    /// The largest resident set size since the process started or the peak was last reset
    /// (`VmHWM`), in bytes.
    public static var peakResidentBytes: Int? { statusField("VmHWM") }

    /// Sets the peak to the current resident size (writes 5 to `/proc/self/clear_refs`, Linux
    /// 4.0 and later). False when the kernel does not allow it.
    public static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// Mebibytes, rounded to the nearest.
    public static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }

    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            // "VmHWM:	  123456 kB"
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kibibytes = Int(fields[1]) else { return nil }
            return kibibytes * 1024
        }
        return nil
    }
}

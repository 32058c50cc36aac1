import Foundation
import Glibc

/// The peak resident size of this process so far, in bytes: what the memory benchmarks compare
/// before and after the work they measure. It is `VmHWM` of `/proc/self/status`, the high-water
/// mark of this process's own memory. `getrusage`'s `ru_maxrss`, which this read before, keeps
/// across `exec` the resident size the parent had when it started the child: in a full run the
/// parent has grown past 100 MB by the time it starts `--viewer-zoom-child`, whose peak then
/// read as the parent's and grew by nothing (`peak_growth_mb=0`). `ru_maxrss` remains the answer
/// where `/proc` cannot be read.
func peakResidentBytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
        return kibibytes * 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// `bytes` in whole mebibytes, rounded to the nearest.
func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }

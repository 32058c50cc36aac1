import Glibc

/// The peak resident size of this process so far, in bytes: what the memory benchmarks compare
/// before and after the work they measure.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// `bytes` in whole mebibytes, rounded to the nearest.
func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }

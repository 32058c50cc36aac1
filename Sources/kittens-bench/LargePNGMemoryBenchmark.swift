import KittensPictures
import CGtk
import Foundation
import GLibRuntime
import KittensGtk
import LoopbackHTTP

/// The peak resident memory of a process that makes ten thumbnails of 39.9 MP PNGs through
/// the real `ThumbnailLoader`, from a loopback server, against ten ordinary 640 x 480 ones:
/// issue 18's bound, "decoded in memory bounded by the size drawn". Budget: 64 MB.
///
/// It runs in a child process (this executable with `childFlag`), whose peak nothing else has
/// touched. As a control, the child then has gdk-pixbuf's own PNG loader make one thumbnail of
/// the large picture (it decodes at full size and scales afterwards) and reports its growth.
@MainActor
enum LargePNGMemoryBenchmark {
    static let childFlag = "--large-png-memory-child"
    static let budgetMB = 64
    private static let count = 10

    /// Runs the measurement in a child process and returns its line.
    static func run() -> String {
        lineOfChildProcess(flag: childFlag, prefix: "thumbnails.png_40mp")
    }

    /// The measurement itself, in the child process.
    static func measureInThisProcess() -> String {
        guard let large = LargePNGFixture.large(), let ordinary = LargePNGFixture.ordinary() else {
            return "thumbnails.png_40mp skipped: libpng did not write the fixtures"
        }
        MainLoopBridge.install()
        return ServedThumbnails.measuring(
            ["large": large], otherwise: ordinary, contentType: "image/png", fileExtension: "png", figure: "thumbnails.png_40mp") { served in
            let baseline = peakResidentBytes()
            let ordinaryOutcome = served.loader.loadAll(served.urls("ordinary", count: count))
            let ordinaryPeak = peakResidentBytes()
            let largeOutcome = served.loader.loadAll(served.urls("large", count: count))
            let largePeak = peakResidentBytes()

            let controlGrowth = pixbufLoaderGrowth(large)
            let ordinaryMB = mebibytes(ordinaryPeak - baseline), largeMB = mebibytes(largePeak - baseline)
            let allLoaded = ordinaryOutcome.loaded == count && largeOutcome.loaded == count
            return "thumbnails.png_40mp_peak_growth_mb=\(largeMB) ordinary_640x480_peak_growth_mb=\(ordinaryMB)"
                + " pictures=\(count) each loaded=\(largeOutcome.loaded)+\(ordinaryOutcome.loaded) png_bytes=\(large.count)"
                + " budget_mb=\(budgetMB) within_budget=\(largeMB <= budgetMB && allLoaded ? "yes" : "NO")"
                + " control_gdk_pixbuf_loader_growth_mb=\(mebibytes(controlGrowth))"
        }
    }

    /// How much gdk-pixbuf's PNG loader, asked for a thumbnail-sized result, raises the peak.
    private static func pixbufLoaderGrowth(_ png: Data) -> Int {
        let before = peakResidentBytes()
        guard let loader = gdk_pixbuf_loader_new_with_type("png", nil) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        gdk_pixbuf_loader_set_size(loader, 96, 79)
        _ = png.withUnsafeBytes {
            gdk_pixbuf_loader_write(loader, $0.baseAddress?.assumingMemoryBound(to: guchar.self), gsize($0.count), nil)
        }
        _ = gdk_pixbuf_loader_close(loader, nil)
        return peakResidentBytes() - before
    }
}

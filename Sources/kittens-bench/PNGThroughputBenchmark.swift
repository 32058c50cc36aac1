import KittensPictures
import CGtk
import Dispatch
import Foundation
import KittensGtk
import Locking
import LoopbackHTTP

/// PNG thumbnails a second through the real `ThumbnailLoader` (download from a loopback
/// server, header check, bounded decode, crop; two decodes at a time), against a reference in
/// the same process on the same bytes: gdk-pixbuf's own `gdk_pixbuf_new_from_stream_at_scale`,
/// also two at a time, with no network. For the 39.9 MP picture and for an ordinary 640 x 480 one.
@MainActor
enum PNGThroughputBenchmark {
    private static let largeCount = 10
    private static let ordinaryCount = 100

    static func run() -> String {
        guard let large = LargePNGFixture.large(), let ordinary = LargePNGFixture.ordinary() else {
            return "thumbnails.png_per_s skipped: libpng did not write the fixtures"
        }
        return ServedThumbnails.measuring(
            ["large": large], otherwise: ordinary, contentType: "image/png", fileExtension: "png", figure: "thumbnails.png_per_s") { served in
            let largeLoader = loaderRate(served.loader, served.urls("large", count: largeCount))
            let largeReference = referenceRate(large, count: largeCount)
            let ordinaryLoader = loaderRate(served.loader, served.urls("ordinary", count: ordinaryCount))
            let ordinaryReference = referenceRate(ordinary, count: ordinaryCount)
            return "thumbnails.png_40mp_per_s=\(format(largeLoader.rate)) reference_gdk_pixbuf_at_scale_per_s=\(format(largeReference))"
                + " png_640x480_per_s=\(format(ordinaryLoader.rate)) reference_640x480_per_s=\(format(ordinaryReference))"
                + " failed=\(largeLoader.failed + ordinaryLoader.failed)"
        }
    }

    /// Thumbnails a second through the loader, and how many failed. Also for JPEG.
    static func loaderRate(_ loader: ThumbnailLoader, _ urls: [URL]) -> (rate: Double, failed: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = loader.loadAll(urls)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (Double(outcome.loaded) / seconds, outcome.failed)
    }

    /// Thumbnails a second from `gdk_pixbuf_new_from_stream_at_scale` at 96 x 72, two threads.
    /// Also for JPEG: the loader gdk-pixbuf picks by the bytes.
    nonisolated static func referenceRate(_ png: Data, count: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let made = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for _ in stride(from: worker, to: count, by: 2) where decodeAtScale(png) {
                made.withLock { $0 += 1 }
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Double(made.withLock { $0 }) / seconds
    }

    nonisolated static func decodeAtScale(_ png: Data) -> Bool {
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let stream = g_memory_input_stream_new_from_bytes(bytes)
        defer { g_object_unref(stream) }
        guard let pixbuf = gdk_pixbuf_new_from_stream_at_scale(stream, 96, 72, 1, nil, nil) else { return false }
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return true
    }
}

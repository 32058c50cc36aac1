import KittensPictures
import Foundation
import KittensGtk
import LoopbackHTTP

/// JPEG thumbnails a second through the real `ThumbnailLoader` (download from a loopback server,
/// header check, the bounded libjpeg decode, crop; two decodes at a time), against gdk-pixbuf's
/// at-scale loader (`gdk_pixbuf_new_from_stream_at_scale`, a `GdkPixbufLoader` with its size set,
/// also two at a time, no network) on the same bytes in the same process. For an 800 x 600
/// baseline photo and a 1600 x 1200 progressive one, both written by libjpeg at quality 85.
@MainActor
enum JPEGThroughputBenchmark {
    private static let count = 200

    static func run() -> String {
        guard let baseline = JPEGFixture.data(width: 800, height: 600, progressive: false),
              let progressive = JPEGFixture.data(width: 1600, height: 1200, progressive: true)
        else { return "thumbnails.jpeg_per_s skipped: libjpeg did not write the fixtures" }
        return ServedThumbnails.measuring(
            ["progressive": progressive], otherwise: baseline, contentType: "image/jpeg", fileExtension: "jpg",
            figure: "thumbnails.jpeg_per_s") { served in
            let baselineLoader = PNGThroughputBenchmark.loaderRate(served.loader, served.urls("baseline", count: count))
            let baselineReference = PNGThroughputBenchmark.referenceRate(baseline, count: count)
            let progressiveLoader = PNGThroughputBenchmark.loaderRate(served.loader, served.urls("progressive", count: count))
            let progressiveReference = PNGThroughputBenchmark.referenceRate(progressive, count: count)
            return "thumbnails.jpeg_800x600_per_s=\(format(baselineLoader.rate)) reference_gdk_pixbuf_at_scale_per_s=\(format(baselineReference))"
                + " jpeg_1600x1200_progressive_per_s=\(format(progressiveLoader.rate)) reference_progressive_per_s=\(format(progressiveReference))"
                + " failed=\(baselineLoader.failed + progressiveLoader.failed)"
        }
    }
}

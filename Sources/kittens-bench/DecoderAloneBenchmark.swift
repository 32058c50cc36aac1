import Foundation
import KittensPictures

/// The fair twin of the thumbnail throughput lines: the same bytes, in memory, through
/// `ThumbnailDecoder` alone (header check, bounded decode, crop to 96 x 72: what the loader runs
/// on a decoding thread) against gdk-pixbuf's `gdk_pixbuf_new_from_stream_at_scale` at 96 x 72,
/// both two threads at a time, no download. Each pair is measured `rounds` times, interleaved,
/// and the best of each kept, since the machine is shared. Thumbnails a second (wall time) and
/// their ratio (ours over gdk-pixbuf's; at least 1.0 is the target for JPEG and PNG), then the
/// decoding threads' own CPU time per thumbnail and its ratio (gdk-pixbuf's over ours, so that
/// above 1.0 is ours faster again): the CPU figure moves less when other work shares the cores.
@MainActor
enum DecoderAloneBenchmark {
    private static let rounds = 3

    private struct Case {
        let name: String
        let bytes: Data
        let count: Int
    }

    static func run() -> String {
        guard let baseline = JPEGFixture.data(width: 800, height: 600, progressive: false),
              let progressive = JPEGFixture.data(width: 1600, height: 1200, progressive: true),
              let photo = JPEGFixture.data(width: 3000, height: 2000, progressive: false),
              let png = LargePNGFixture.ordinary()
        else { return "thumbnails.decoder_alone skipped: the fixtures could not be written" }
        let cases = [
            Case(name: "jpeg_800x600", bytes: baseline, count: 200),
            Case(name: "jpeg_1600x1200_progressive", bytes: progressive, count: 100),
            Case(name: "jpeg_3000x2000", bytes: photo, count: 40),
            Case(name: "png_640x480", bytes: png, count: 100),
        ]
        var fields: [String] = []
        var failed = 0
        for entry in cases {
            var ours = TwoThreadRun.worst, reference = TwoThreadRun.worst
            let decoder = ThumbnailDecoder(width: 96, height: 72), bytes = entry.bytes
            for _ in 0..<rounds {
                let decoded = TwoThreadRun.measure(count: entry.count) {
                    if case .success = decoder.decode(bytes) { true } else { false }
                }
                failed += entry.count - decoded.made
                ours = ours.best(decoded)
                reference = reference.best(TwoThreadRun.measure(count: entry.count) { PNGThroughputBenchmark.decodeAtScale(bytes) })
            }
            fields.append(
                "\(entry.name)_per_s=\(format(ours.rate)) reference=\(format(reference.rate)) ratio=\(format(ours.rate / max(reference.rate, 1e-9)))"
                    + " cpu_us_each=\(format(ours.cpuMicroseconds)) reference_cpu_us_each=\(format(reference.cpuMicroseconds))"
                    + " cpu_ratio=\(format(reference.cpuMicroseconds / max(ours.cpuMicroseconds, 1e-9)))")
        }
        return "thumbnails.decoder_alone " + fields.joined(separator: " ") + " failed=\(failed)"
    }
}

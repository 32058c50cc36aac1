import KittensPictures
import Foundation
import GLibRuntime
import KittensGtk
import LoopbackHTTP

/// Issue 25's attack: a page of PNGs, each a small picture carrying 200 zTXt chunks that inflate
/// to 7.9 MB apiece (1.5 GB of text in a 1.5 MB file), through the real `ThumbnailLoader` from a
/// loopback server. libpng inflated and kept every such chunk until the decode ended; the
/// decoder now skips them unread and counts every byte libpng allocates. Budget: 64 MB of peak
/// growth, in a child process (`childFlag`) whose peak nothing else has touched.
@MainActor
enum TextChunkPNGMemoryBenchmark {
    static let childFlag = "--text-chunk-png-memory-child"
    static let budgetMB = 64
    private static let count = 10
    private static let chunksEach = 200

    static func run() -> String {
        lineOfChildProcess(flag: childFlag, prefix: "thumbnails.text_chunk_png")
    }

    static func measureInThisProcess() -> String {
        guard let png = textBombPNG() else {
            return "thumbnails.text_chunk_png skipped: no fixture at \(fixture.path)"
        }
        MainLoopBridge.install()
        return ServedThumbnails.measuring(
            [:], otherwise: png, contentType: "image/png", fileExtension: "png", figure: "thumbnails.text_chunk_png") { served in
            let baseline = peakResidentBytes()
            let outcome = served.loader.loadAll(served.urls("page", count: count))
            let growthMB = mebibytes(peakResidentBytes() - baseline)
            return "thumbnails.text_chunk_png_peak_growth_mb=\(growthMB) pictures=\(count) loaded=\(outcome.loaded)"
                + " zTXt_chunks_each=\(chunksEach) png_bytes=\(png.count) inflated_text_mb_each=\((chunksEach * 7_900_000) >> 20)"
                + " budget_mb=\(budgetMB) within_budget=\(growthMB <= budgetMB && outcome.loaded == count ? "yes" : "NO")"
        }
    }

    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/fixtures/png/text-bombs-rgba8-9x7.png")

    /// The fixture with its zTXt chunk (a whole chunk, CRC included) repeated `chunksEach` times.
    private static func textBombPNG() -> Data? {
        guard let bytes = FileManager.default.contents(atPath: fixture.path) else { return nil }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return nil }
            if bytes[offset + 4..<offset + 8].elementsEqual("zTXt".utf8) {
                var png = Data(bytes[..<offset])
                for _ in 0..<chunksEach { png.append(bytes[offset..<end]) }
                png.append(bytes[end...])
                return png
            }
            offset = end
        }
        return nil
    }
}

// Benchmarks of Kittens, printed side by side in one run: `swift run -c release kittens-bench`.
// The GTK figures need a display: run under `xvfb-run -a`. The store is measured first, while
// nothing else runs, and its line is printed last, so the output ends with it. The image-bomb
// figure is measured in a child process of this executable (`--bomb-memory-child`), whose
// peak memory nothing else has touched; so are the 39.9 MP PNG thumbnails'
// (`--large-png-memory-child`), the PNGs full of text chunks' (`--text-chunk-png-memory-child`)
// and the viewer's zoom of a 6000 x 4000 JPEG (`--viewer-zoom-child`).
import CGtk
import Foundation

/// The measurements run in a child process of their own, by the flag the parent passes.
let childMeasurements: [String: @MainActor () -> String] = [
    BombMemoryBenchmark.childFlag: BombMemoryBenchmark.measureInThisProcess,
    TextChunkPNGMemoryBenchmark.childFlag: TextChunkPNGMemoryBenchmark.measureInThisProcess,
    LargePNGMemoryBenchmark.childFlag: LargePNGMemoryBenchmark.measureInThisProcess,
    ScrollMemoryBenchmark.childFlag: ScrollMemoryBenchmark.measureInThisProcess,
    ScrollMemoryBenchmark.unrecordedChildFlag: ScrollMemoryBenchmark.measureUnrecordedInThisProcess,
    ViewerZoomBenchmark.childFlag: ViewerZoomBenchmark.measureInThisProcess,
]
/// `kittens-bench --gif`, `--jpeg`, `--decoders`, `--loader-cost`, `--viewer-zoom` or `--rate`
/// runs only those figures (they need a display).
let displayOnlyRuns: [String: @MainActor (UnsafeMutablePointer<GtkApplication>) -> String] = [
    "--gif": { _ in GIFAnimationBenchmark.run() },
    "--jpeg": { _ in JPEGThroughputBenchmark.run() },
    "--decoders": { _ in DecoderAloneBenchmark.run() },
    "--loader-cost": { _ in LoaderFixedCostBenchmark.run() },
    "--viewer-zoom": { _ in ViewerZoomBenchmark.run() },
    "--rate": RateNextPictureBenchmark.run,
]

let flag = CommandLine.arguments.dropFirst().first ?? ""
if flag == PictureServerChild.flag { PictureServerChild.serveInThisProcess() }
if let measure = childMeasurements[flag] {
    print(MainActor.assumeIsolated { measure() })
    exit(0)
}
/// `kittens-bench --scroll`, `--store` or `--inspector` runs only that figure (none needs a display).
let headlessOnlyRuns: [String: @MainActor () -> String] = [
    "--scroll": ScrollMemoryBenchmark.run,
    "--store": StoreBenchmark.run,
    "--inspector": InspectorBenchmark.run,
]
if let run = headlessOnlyRuns[flag] {
    print(MainActor.assumeIsolated { run() })
    exit(0)
}
if let run = displayOnlyRuns[flag] {
    MainActor.assumeIsolated {
        switch GtkBenchEnvironment.start() {
        case .success(let application): print(run(application))
        case .failure(let reason): print("gtk benchmarks skipped: \(reason)")
        }
    }
    exit(0)
}
let storeLine = StoreBenchmark.run()
MainActor.assumeIsolated {
    print(BombMemoryBenchmark.run())
    print(LargePNGMemoryBenchmark.run())
    print(TextChunkPNGMemoryBenchmark.run())
    print(ScrollMemoryBenchmark.run())
    switch GtkBenchEnvironment.start() {
    case .success(let application):
        print(ListAppendBenchmark.run(application: application))
        print(ThumbnailStallBenchmark.run())
        print(PNGThroughputBenchmark.run())
        print(JPEGThroughputBenchmark.run())
        print(DecoderAloneBenchmark.run())
        print(LoaderFixedCostBenchmark.run())
        print(GIFAnimationBenchmark.run())
        print(ViewerZoomBenchmark.run())
        print(RateNextPictureBenchmark.run(application: application))
    case .failure(let reason):
        print("gtk benchmarks skipped: \(reason)")
    }
    print(RefreshStormBenchmark.run())
    print(InspectorBenchmark.run())
}
print(storeLine)

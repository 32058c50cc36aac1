// Benchmarks of Kittens, printed side by side in one run: `swift run -c release kittens-bench`.
// The GTK figures need a display: run under `xvfb-run -a`. The store is measured first, while
// nothing else runs, and its line is printed last, so the output ends with it. The image-bomb
// figure is measured in a child process of this executable (`--bomb-memory-child`), whose
// peak memory nothing else has touched; so are the 39.9 MP PNG thumbnails'
// (`--large-png-memory-child`) and the PNGs full of text chunks' (`--text-chunk-png-memory-child`).
import Foundation

if CommandLine.arguments.dropFirst().first == BombMemoryBenchmark.childFlag {
    print(MainActor.assumeIsolated { BombMemoryBenchmark.measureInThisProcess() })
    exit(0)
}
if CommandLine.arguments.dropFirst().first == TextChunkPNGMemoryBenchmark.childFlag {
    print(MainActor.assumeIsolated { TextChunkPNGMemoryBenchmark.measureInThisProcess() })
    exit(0)
}
if CommandLine.arguments.dropFirst().first == LargePNGMemoryBenchmark.childFlag {
    print(MainActor.assumeIsolated { LargePNGMemoryBenchmark.measureInThisProcess() })
    exit(0)
}
// `kittens-bench --gif` runs only the animated GIF figures (they need a display).
if CommandLine.arguments.dropFirst().first == "--gif" {
    MainActor.assumeIsolated {
        switch GtkBenchEnvironment.start() {
        case .success: print(GIFAnimationBenchmark.run())
        case .failure(let reason): print("gtk benchmarks skipped: \(reason)")
        }
    }
    exit(0)
}
// `kittens-bench --jpeg` runs only the JPEG thumbnail figures (they need a display).
if CommandLine.arguments.dropFirst().first == "--jpeg" {
    MainActor.assumeIsolated {
        switch GtkBenchEnvironment.start() {
        case .success: print(JPEGThroughputBenchmark.run())
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
    switch GtkBenchEnvironment.start() {
    case .success(let application):
        print(ListAppendBenchmark.run(application: application))
        print(ThumbnailStallBenchmark.run())
        print(PNGThroughputBenchmark.run())
        print(JPEGThroughputBenchmark.run())
        print(GIFAnimationBenchmark.run())
    case .failure(let reason):
        print("gtk benchmarks skipped: \(reason)")
    }
    print(RefreshStormBenchmark.run())
}
print(storeLine)

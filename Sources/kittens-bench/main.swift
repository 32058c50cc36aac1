// Benchmarks of Kittens, printed side by side in one run: `swift run -c release kittens-bench`.
// The GTK figures need a display: run under `xvfb-run -a`. The store is measured first, while
// nothing else runs, and its line is printed last, so the output ends with it.
let storeLine = StoreBenchmark.run()
MainActor.assumeIsolated {
    switch GtkBenchEnvironment.start() {
    case .success(let application):
        print(ListAppendBenchmark.run(application: application))
        print(ThumbnailStallBenchmark.run())
    case .failure(let reason):
        print("gtk benchmarks skipped: \(reason)")
    }
    print(RefreshStormBenchmark.run())
}
print(storeLine)

// Benchmarks of Kittens, printed side by side in one run: `swift run -c release kittens-bench`.
print(StoreBenchmark.run())

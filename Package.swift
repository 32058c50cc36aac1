// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kittens",
    products: [
        .library(name: "MVI", targets: ["MVI"]),
        .executable(name: "kittens", targets: ["kittens"]),
        .executable(name: "kittens-bench", targets: ["kittens-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GTK 4 and GLib through pkg-config, plus a C shim for the macros Swift cannot call.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // Swift over GLib: the main-loop bridge, signals as closures, GObject ownership.
        .target(name: "GLibRuntime", dependencies: ["CGtk"]),
        // The generic MVI store library. Knows nothing about kittens or GTK.
        .target(name: "MVI", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // The feature: store, data source, parser, view protocol, component. No GTK.
        .target(name: "Kittens", dependencies: ["MVI", .product(name: "Logging", package: "swift-log")]),
        // The GTK 4 KittenView.
        .target(name: "KittensGtk", dependencies: ["Kittens", "GLibRuntime", "CGtk"]),
        // Command line, configuration and wiring of the app, kept out of `main` so it is testable.
        .target(
            name: "KittensApp",
            dependencies: [
                "Kittens", "KittensGtk", "GLibRuntime", "MVI", "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "kittens", dependencies: ["KittensApp"]),
        // A small HTTP/1.1 server on 127.0.0.1 for tests and the benchmark: fixtures, faults, delays.
        .target(name: "LoopbackHTTP"),
        .executableTarget(
            name: "kittens-bench",
            dependencies: ["MVI", "Kittens", "KittensGtk", "GLibRuntime", "CGtk", "LoopbackHTTP"]
        ),
        .testTarget(name: "MVITests", dependencies: ["MVI", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "GLibRuntimeTests", dependencies: ["GLibRuntime", "CGtk"]),
        .testTarget(name: "KittensTests", dependencies: ["Kittens", "MVI", "LoopbackHTTP"]),
        .testTarget(name: "KittensGtkTests", dependencies: ["KittensGtk", "Kittens", "GLibRuntime", "CGtk", "LoopbackHTTP"]),
        .testTarget(name: "KittensAppTests", dependencies: ["KittensApp", "Kittens", "LoopbackHTTP"]),
    ],
    swiftLanguageModes: [.v6]
)

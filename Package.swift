// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Header search paths of GTK 4, asked of pkg-config here rather than through `pkgConfig:`,
/// because SwiftPM then warns on every build about flags it drops (`-pthread`, `-msse` ...).
/// Every target that imports CGtk, directly or through another module, needs them.
let gtkIncludeFlags: [String] = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", "gtk4"]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return [] }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
        .split(whereSeparator: { $0 == " " || $0 == "\n" })
        .flatMap { ["-Xcc", String($0)] }
}()
let gtk: [SwiftSetting] = [.unsafeFlags(gtkIncludeFlags)]

let package = Package(
    name: "Kittens",
    products: [
        .library(name: "MVI", targets: ["MVI"]),
        .library(name: "MVITesting", targets: ["MVITesting"]),
        .executable(name: "kittens", targets: ["kittens"]),
        .executable(name: "kittens-bench", targets: ["kittens-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GTK 4 and GLib through pkg-config, plus a C shim for the macros Swift cannot call.
        .systemLibrary(name: "CGtk"),
        // Swift over GLib: the main-loop bridge, signals as closures, GObject ownership.
        .target(name: "GLibRuntime", dependencies: ["CGtk"], swiftSettings: gtk),
        // The generic MVI store library. Knows nothing about kittens or GTK.
        .target(name: "MVI", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // TestStore: tests a feature's store step by step, with XCTest.
        .target(name: "MVITesting", dependencies: ["MVI"]),
        // The feature: store, data source, parser, view protocol, component. No GTK.
        .target(name: "Kittens", dependencies: ["MVI", .product(name: "Logging", package: "swift-log")]),
        // The GTK 4 KittenView.
        .target(name: "KittensGtk", dependencies: ["Kittens", "GLibRuntime", "CGtk"], swiftSettings: gtk),
        // Command line, configuration and wiring of the app, kept out of `main` so it is testable.
        .target(
            name: "KittensApp",
            dependencies: [
                "Kittens", "KittensGtk", "GLibRuntime", "MVI", "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: gtk
        ),
        .executableTarget(name: "kittens", dependencies: ["KittensApp"], swiftSettings: gtk),
        // A small HTTP/1.1 server on 127.0.0.1 for tests and the benchmark: fixtures, faults, delays.
        .target(name: "LoopbackHTTP"),
        .executableTarget(
            name: "kittens-bench",
            dependencies: ["MVI", "Kittens", "KittensGtk", "GLibRuntime", "CGtk", "LoopbackHTTP"],
            swiftSettings: gtk
        ),
        // Helpers shared by the test targets: log capture, waiting for the main actor.
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "MVITests", dependencies: ["MVI", "TestSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "MVITestingTests", dependencies: ["MVITesting", "MVI"]),
        .testTarget(name: "GLibRuntimeTests", dependencies: ["GLibRuntime", "CGtk"], swiftSettings: gtk),
        .testTarget(name: "KittensTests", dependencies: ["Kittens", "MVI", "MVITesting", "LoopbackHTTP", "TestSupport"]),
        .testTarget(
            name: "KittensGtkTests",
            dependencies: ["KittensGtk", "Kittens", "GLibRuntime", "CGtk", "LoopbackHTTP", "TestSupport"],
            swiftSettings: gtk
        ),
        .testTarget(
            name: "KittensAppTests",
            dependencies: ["KittensApp", "Kittens", "LoopbackHTTP", "TestSupport"],
            swiftSettings: gtk
        ),
    ],
    swiftLanguageModes: [.v6]
)

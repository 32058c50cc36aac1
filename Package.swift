// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Header search paths of a pkg-config package, asked of pkg-config here rather than through
/// `pkgConfig:`, because SwiftPM then warns on every build about flags it drops (`-pthread`,
/// `-msse` ...). Every target that imports a system library target, directly or through a module
/// that imports it publicly, needs the flags of that library (KittensNetwork imports CSoup
/// `internal`ly, so its clients need none).
func includeFlags(of package: String) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I", package]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return [] }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
        .split(whereSeparator: { $0 == " " || $0 == "\n" })
        .map(String.init)
}
/// The same flags as the Swift compiler passes them on to clang.
func swiftIncludeFlags(of package: String) -> [String] {
    includeFlags(of: package).flatMap { ["-Xcc", $0] }
}
let gtkIncludeFlags = swiftIncludeFlags(of: "gtk4")
let gtk: [SwiftSetting] = [.unsafeFlags(gtkIncludeFlags)]
/// libsoup 3 and GIO, without GTK.
let soup: [SwiftSetting] = [.unsafeFlags(swiftIncludeFlags(of: "libsoup-3.0"))]
/// libsecret and GIO, without GTK.
let secret: [SwiftSetting] = [.unsafeFlags(swiftIncludeFlags(of: "libsecret-1"))]

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
        // gettext and setlocale from the C library, for `Localization`.
        .systemLibrary(name: "CIntl"),
        // Every user-visible string goes through `localized(...)`: gettext's `kittens` domain.
        .target(name: "Localization", dependencies: ["CIntl"]),
        // A lock ThreadSanitizer understands, used instead of `Synchronization.Mutex` (see Locked.swift).
        .target(name: "Locking"),
        // The generic MVI store library. Knows nothing about kittens or GTK.
        .target(name: "MVI", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // TestStore: tests a feature's store step by step, with XCTest.
        .target(name: "MVITesting", dependencies: ["MVI"]),
        // The version from data/VERSION, the file meson reads too, compiled in with #embed.
        .target(name: "KittensBuildInfo"),
        // The feature: store, data source, parser, view protocol, component. No GTK.
        .target(
            name: "Kittens",
            dependencies: ["MVI", "Locking", "Localization", "KittensBuildInfo", .product(name: "Logging", package: "swift-log")]
        ),
        // The GTK 4 KittenView.
        .target(name: "KittensGtk", dependencies: ["Kittens", "MVI", "KittensNetwork", "GLibRuntime", "CGtk", "Locking", "Localization"], swiftSettings: gtk),
        // Command line, configuration and wiring of the app, kept out of `main` so it is testable.
        .target(
            name: "KittensApp",
            dependencies: [
                "Kittens", "KittensNetwork", "KittensGtk", "KittensKeyring", "GLibRuntime", "MVI", "CGtk", "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: gtk
        ),
        // Release links the Swift runtime and FoundationEssentials statically: fewer libraries to
        // map and relocate at start-up, and only the code used (issue 9, meson-helpers/startup-bench.sh).
        .executableTarget(
            name: "kittens", dependencies: ["KittensApp"], swiftSettings: gtk,
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-lswiftSynchronization"], .when(configuration: .release))]
        ),
        // libsoup 3, loaded with dlopen on first use (off the start-up path), and GIO. No GTK.
        .target(
            name: "CSoup",
            cSettings: [.unsafeFlags(includeFlags(of: "libsoup-3.0"))],
            linkerSettings: [.linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]
        ),
        // The network layer: bounded downloads over libsoup, the TheCatAPI data source, image downloads.
        .target(name: "KittensNetwork", dependencies: ["Kittens", "CSoup", "Locking"], swiftSettings: soup),
        // libsecret, loaded with dlopen on first use (off the start-up path). No GTK.
        .target(
            name: "CSecret",
            cSettings: [.unsafeFlags(includeFlags(of: "libsecret-1"))],
            linkerSettings: [.linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0")]
        ),
        // The API key in the Secret Service (GNOME Keyring) through libsecret, off the main thread.
        .target(name: "KittensKeyring", dependencies: ["Kittens", "CSecret"], swiftSettings: secret),
        // A small HTTP/1.1 server on 127.0.0.1 for tests and the benchmark: fixtures, faults, delays.
        .target(name: "LoopbackHTTP", dependencies: ["Locking"]),
        .executableTarget(
            name: "kittens-bench",
            dependencies: ["MVI", "Kittens", "KittensGtk", "KittensNetwork", "GLibRuntime", "CGtk", "LoopbackHTTP"],
            swiftSettings: gtk
        ),
        // Helpers shared by the test targets: log capture, waiting for the main actor.
        .target(
            name: "TestSupport",
            dependencies: ["Locking", .product(name: "Logging", package: "swift-log")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "MVITests", dependencies: ["MVI", "TestSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "MVITestingTests", dependencies: ["MVITesting", "MVI"]),
        .testTarget(name: "GLibRuntimeTests", dependencies: ["GLibRuntime", "CGtk"], swiftSettings: gtk),
        .testTarget(name: "KittensTests", dependencies: ["Kittens", "MVI", "MVITesting", "LoopbackHTTP", "TestSupport", "Locking"]),
        .testTarget(
            name: "KittensNetworkTests",
            dependencies: [
                "KittensNetwork", "Kittens", "MVI", "CSoup", "LoopbackHTTP", "TestSupport", "Locking",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: soup
        ),
        .testTarget(
            name: "KittensGtkTests",
            dependencies: ["KittensGtk", "Kittens", "MVI", "GLibRuntime", "CGtk", "LoopbackHTTP", "TestSupport", "Locking"],
            swiftSettings: gtk
        ),
        .testTarget(
            name: "KittensKeyringTests",
            dependencies: ["KittensKeyring", "Kittens", "TestSupport"],
            swiftSettings: secret
        ),
        .testTarget(
            name: "KittensAppTests",
            dependencies: [
                "KittensApp", "Kittens", "KittensGtk", "KittensKeyring", "KittensNetwork", "GLibRuntime", "CGtk", "MVI",
                "LoopbackHTTP", "TestSupport", "Locking",
            ],
            swiftSettings: gtk
        ),
    ],
    swiftLanguageModes: [.v6]
)

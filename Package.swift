// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kittens",
    products: [
        .library(name: "MVI", targets: ["MVI"]),
        .library(name: "MVIRecording", targets: ["MVIRecording"]),
        .library(name: "MVITesting", targets: ["MVITesting"]),
        .executable(name: "kittens", targets: ["kittens"]),
        .executable(name: "kittens-bench", targets: ["kittens-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GLib, GObject and GIO through pkg-config, plus a C shim for the macros Swift cannot call.
        .systemLibrary(name: "CGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // GTK 4 through pkg-config, plus a C shim for its macros and variadic calls.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libadwaita 1.2 (GNOME 43, as in Debian 12) through pkg-config, plus a C shim for its casts.
        .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        // Swift over GLib, no GTK: the main-loop bridge, signals typed by emitter and handler, GObject ownership.
        .target(name: "GLibRuntime", dependencies: ["CGLib"]),
        // gettext and setlocale from the C library, for `Localization`.
        .systemLibrary(name: "CIntl"),
        // Every user-visible string goes through `localized(...)`: gettext's `kittens` domain.
        .target(name: "Localization", dependencies: ["CIntl"]),
        // A lock ThreadSanitizer understands, used instead of `Synchronization.Mutex` (see Locked.swift).
        .target(name: "Locking"),
        // The generic MVI store library. Knows nothing about kittens or GTK.
        .target(name: "MVI", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // Recording, time travel and replay of MVI stores, plugged into the core through
        // `StoreObserverMaker`: recording files and sets, timelines, the time-travel controller.
        // The frame of a versioned JSON file (`format`, `version`): the app's files and the recordings.
        .target(name: "VersionedJSON"),
        .target(name: "MVIRecording", dependencies: ["MVI", "VersionedJSON"]),
        // TestStore: tests a feature's store step by step, with XCTest.
        .target(name: "MVITesting", dependencies: ["MVI"]),
        // The build-tool plugins share Sources/PluginSupport through symbolic links in their
        // folders: a plugin cannot depend on a library target.
        // Compiles data/org.kittensforlinux.Kittens.gschema.xml with /usr/bin/glib-compile-schemas
        // (package libglib2.0-bin) so that a run from a checkout finds its settings.
        .plugin(name: "CompileSchema", capability: .buildTool(), path: "Sources/CompileSchema"),
        // The folder of the schema the build compiled (`CompiledSchemaFolder.path`), for a run from a checkout.
        .target(name: "KittensSchema", plugins: ["CompileSchema"]),
        // Compiles the views' GtkBuilder files (data/ui/*.ui) with
        // /usr/bin/glib-compile-resources (package libglib2.0-dev-bin) into Swift source.
        .plugin(name: "CompileUIResources", capability: .buildTool(), path: "Sources/CompileUIResources"),
        // The views' GResource bundle, compiled in (`UIResourceBundle.words`); no Foundation.
        .target(name: "KittensUIResources", plugins: ["CompileUIResources"]),
        // The version from data/VERSION, the file meson reads too, compiled in with #embed.
        .target(name: "KittensBuildInfo"),
        // What the feature uses that is not the feature: bounded and atomic files, the XDG folders,
        // image headers and limits, the one web-URL check, log redaction, the environment, the version,
        // the clock of timeouts and delays (`TimerClock`: `SystemClock`, `ManualClock` for tests).
        .target(name: "KittensSupport", dependencies: ["Localization", "KittensBuildInfo", "Locking"]),
        // One outbox for the changes a feature sends to a server (favourites, votes): kept in order and
        // written before sending, failure classes, back-off and `Retry-After`, accounts, listings
        // complete only on evidence. Generic; knows nothing about kittens.
        .target(name: "Outbox", dependencies: ["Locking", "MVI"]),
        // The feature: store, data source contract, parser, saved list, preferences, view contract,
        // component. No GTK.
        .target(
            name: "Kittens",
            dependencies: ["MVI", "MVIRecording", "VersionedJSON", "KittensSupport", "Locking", "Outbox", "Localization", .product(name: "Logging", package: "swift-log")]
        ),
        // What the bounded PNG and JPEG decoders share: the size callback, how a decode ends, the
        // pixels it hands over, the thread CPU clock.
        .target(name: "CKittensDecode"),
        // libpng 1.6 through pkg-config (Debian's libpng-dev), for CKittensPNG only.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        // The PNG decoder whose memory is bounded by the size drawn: libpng's progressive reader
        // driven from C, because libpng reports errors with longjmp.
        .target(name: "CKittensPNG", dependencies: ["CKittensDecode", "CLibPNG"]),
        // libjpeg-turbo through pkg-config (Debian's libjpeg62-turbo-dev), for CKittensJPEG and the fixture writer.
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // The JPEG decoder bounded in memory, scans and CPU time, DCT-scaled and turned upright by
        // its EXIF orientation: libjpeg driven from C, because libjpeg reports errors with longjmp.
        .target(name: "CKittensJPEG", dependencies: ["CKittensDecode", "CLibJPEG"]),
        // KittensFramePaintable and KittensRegionPaintable: GdkPaintables (GObject types Swift
        // cannot define) showing one texture at a time, for the viewer's animated GIFs, and the
        // region of a picture the zoomed viewer shows; KittensPromisedContent, the content of a
        // row's drag, whose picture is fetched when a drop target reads it; the zoomed picture's
        // tiles as GL textures (libepoxy, which GTK itself uses, for the GL calls).
        .target(name: "CKittensPaintable", dependencies: ["CGtk"], linkerSettings: [.linkedLibrary("epoxy")]),
        // Loading, caching and decoding pictures within budgets: thumbnails, the viewer's pictures,
        // the disk cache. Textures for GDK, no widgets.
        .target(
            name: "KittensPictures",
            dependencies: ["Kittens", "KittensSupport", "KittensNetwork", "GLibRuntime", "CGLib", "CGtk", "CKittensDecode", "CKittensPNG", "CKittensJPEG", "Locking", "Localization"]
        ),
        // The views: widget trees and their behaviour; each renders a Model and emits Events.
        .target(
            name: "KittensGtk",
            dependencies: [
                "Kittens", "KittensSupport", "KittensPictures", "MVI", "GLibRuntime", "CGLib", "CGtk", "CAdw",
                "CKittensPaintable", "KittensUIResources", "Locking", "Localization",
            ]
        ),
        // Command line, configuration and wiring of the app, kept out of `main` so it is testable.
        .target(
            name: "KittensApp",
            dependencies: [
                "Kittens", "KittensSupport", "KittensNetwork", "KittensPictures", "KittensGtk", "KittensKeyring", "KittensSchema", "GLibRuntime", "MVI", "MVIRecording", "CGLib", "CGtk",
                "CAdw", "Localization", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Release builds add `--static-swift-stdlib` (meson-helpers/lib-deps.sh): fewer libraries to
        // map and relocate at start-up.
        .executableTarget(name: "kittens", dependencies: ["KittensApp"]),
        // Loads a shared library through GModule on first use, for CSoup and CSecret.
        .target(name: "CKittensLoader", dependencies: ["CGLib"], linkerSettings: [.linkedLibrary("gmodule-2.0")]),
        // libsoup 3, loaded on first use (off the start-up path), and GIO. No GTK.
        .target(name: "CSoup", dependencies: ["CGLib", "CKittensLoader"]),
        // The network layer: bounded downloads over libsoup, the TheCatAPI data source, image downloads.
        .target(
            name: "KittensNetwork",
            dependencies: ["Kittens", "KittensSupport", "GLibRuntime", "CSoup", "Locking", .product(name: "Logging", package: "swift-log")]),
        // libsecret, loaded with dlopen on first use (off the start-up path). No GTK.
        .target(name: "CSecret", dependencies: ["CGLib", "CKittensLoader"]),
        // The API key in the Secret Service (GNOME Keyring) through libsecret, off the main thread.
        .target(name: "KittensKeyring", dependencies: ["Kittens", "KittensSupport", "CSecret"]),
        // A small HTTP/1.1 server on 127.0.0.1 for tests and the benchmark: fixtures, faults, delays.
        .target(name: "LoopbackHTTP", dependencies: ["Locking"]),
        .executableTarget(
            name: "kittens-bench",
            dependencies: ["MVI", "MVIRecording", "Kittens", "KittensSupport", "KittensPictures", "KittensGtk", "KittensNetwork", "GLibRuntime", "CGLib", "CGtk", "CAdw", "LoopbackHTTP", "Locking", "PNGFixtureWriter", "JPEGFixtureWriter"],
            exclude: ["BENCHMARKS.md"]
        ),
        // Helpers shared by the test targets: log capture, fixtures, private D-Bus and keyring, and
        // the one way to wait (on a condition, through GLib's main context, or for a GTK frame).
        .target(
            name: "TestSupport",
            dependencies: [
                "Locking", "GLibRuntime", "KittensPictures", "KittensGtk", "Kittens", "MVI", "MVIRecording", "CGLib", "CGtk", "CAdw",
                "LoopbackHTTP", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestSupport"
        ),
        // libsoup's and libsecret's own headers, only to check the ABI the loaders declare.
        .systemLibrary(
            name: "CLibsoup", path: "Tests/SystemHeaders/CLibsoup", pkgConfig: "libsoup-3.0", providers: [.apt(["libsoup-3.0-dev"])]
        ),
        .systemLibrary(
            name: "CLibsecret", path: "Tests/SystemHeaders/CLibsecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]
        ),
        // Writes PNG fixtures one row at a time (a 40 MP one for the bounded-decode test and the
        // benchmark), over libpng.
        .target(name: "PNGFixtureWriter", dependencies: ["CLibPNG"], path: "Tests/PNGFixtureWriter"),
        // Writes photo-like JPEG fixtures, baseline or progressive, over libjpeg's compressor.
        .target(name: "JPEGFixtureWriter", dependencies: ["CLibJPEG"], path: "Tests/JPEGFixtureWriter"),
        .target(name: "LoadedLibraryABI", dependencies: ["CSoup", "CSecret", "CLibsoup", "CLibsecret"], path: "Tests/LoadedLibraryABI"),
        .testTarget(name: "LoadedLibraryABITests", dependencies: ["LoadedLibraryABI"]),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "MVITests", dependencies: ["MVI", "MVIRecording", "TestSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "VersionedJSONTests", dependencies: ["VersionedJSON"]),
        .testTarget(name: "OutboxTests", dependencies: ["Outbox", "Locking", "MVI", "MVITesting"]),
        .testTarget(name: "MVITestingTests", dependencies: ["MVITesting", "MVI"]),
        // The code of the DocC articles of MVI and MVITesting, compiled and run; ArticleCodeTests keeps them the same.
        .testTarget(name: "MVIDocumentationTests", dependencies: ["MVI", "MVIRecording", "MVITesting"]),
        .testTarget(name: "GLibRuntimeTests", dependencies: ["GLibRuntime", "CGLib"]),
        .testTarget(name: "KittensSupportTests", dependencies: ["KittensSupport", "TestSupport"]),
        .testTarget(name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP", "TestSupport"]),
        .testTarget(name: "KittensTests", dependencies: ["Kittens", "KittensSupport", "MVI", "MVIRecording", "MVITesting", "LoopbackHTTP", "TestSupport", "Locking", "Outbox"]),
        .testTarget(
            name: "KittensNetworkTests",
            dependencies: [
                "KittensNetwork", "Kittens", "KittensSupport", "MVI", "CSoup", "LoopbackHTTP", "TestSupport", "Locking",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "KittensGtkTests",
            dependencies: ["KittensGtk", "KittensPictures", "Kittens", "KittensSupport", "MVI", "MVIRecording", "GLibRuntime", "CGLib", "CGtk", "CAdw", "LoopbackHTTP", "TestSupport", "Locking", "PNGFixtureWriter", "JPEGFixtureWriter"],
        ),
        .testTarget(
            name: "KittensKeyringTests",
            dependencies: ["KittensKeyring", "Kittens", "TestSupport"]
        ),
        .testTarget(
            name: "KittensAppTests",
            dependencies: [
                "KittensApp", "Kittens", "KittensSupport", "KittensPictures", "KittensGtk", "KittensKeyring", "KittensNetwork", "GLibRuntime", "CGLib", "CGtk", "CAdw", "MVI", "MVIRecording",
                "LoopbackHTTP", "TestSupport", "Locking", .product(name: "Logging", package: "swift-log"),
            ],
            // Run by the app tests with /usr/bin/python3 (AccessibleSession).
            exclude: ["Accessibility/check-accessible-tree.py", "Accessibility/kitten-rows.py", "Accessibility/kittens_atspi.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

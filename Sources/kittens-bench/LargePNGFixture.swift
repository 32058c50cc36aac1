import KittensPictures
import Dispatch
import Foundation
import GLibRuntime
import KittensGtk
import PNGFixtureWriter

/// The pictures of the PNG benchmarks, written at run time one row at a time: a 39.9 MP one
/// (7000 x 5700, within the 40 MP limit, mostly one colour so it is small on the wire) and an
/// ordinary 640 x 480 one.
enum LargePNGFixture {
    static let largeSize: (width: UInt32, height: UInt32) = (7000, 5700)

    /// The 7000 x 5700 PNG, or nil when libpng could not write it.
    static func large() -> Data? { make(width: largeSize.width, height: largeSize.height, pattern: KITTENS_PNG_FIXTURE_MOSTLY_UNIFORM) }

    /// A 640 x 480 gradient PNG, or nil when libpng could not write it.
    static func ordinary() -> Data? { make(width: 640, height: 480, pattern: KITTENS_PNG_FIXTURE_GRADIENT) }

    private static func make(width: UInt32, height: UInt32, pattern: kittens_png_fixture_pattern) -> Data? {
        var length = 0
        guard let bytes = kittens_png_fixture(width, height, pattern, 0, &length) else { return nil }
        defer { kittens_png_fixture_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}

extension ThumbnailLoader {
    /// Loads every URL at once and runs the main loop until each has a result (`seconds` at most).
    @MainActor
    func loadAll(_ urls: [URL], seconds: UInt64 = 120) -> (loaded: Int, failed: Int) {
        var loaded = 0, failed = 0
        for url in urls {
            load(url) { result in
                if case .loaded = result { loaded += 1 } else { failed += 1 }
            }
        }
        let loop = MainLoop()
        let deadline = DispatchTime.now().uptimeNanoseconds + seconds * 1_000_000_000
        while loaded + failed < urls.count, DispatchTime.now().uptimeNanoseconds < deadline {
            loop.run(timeout: .milliseconds(20))
        }
        return (loaded, failed)
    }
}

import Foundation
import JPEGFixtureWriter
import LoopbackHTTP

/// The JPEGs the benches decode, written by libjpeg at quality 85 (`kittens_jpeg_fixture`), and
/// a loopback server that answers every request with one.
enum JPEGFixture {
    static func data(width: UInt32, height: UInt32, progressive: Bool = false) -> Data? {
        var length = 0
        guard let bytes = kittens_jpeg_fixture(width, height, 85, progressive ? 1 : 0, &length) else { return nil }
        defer { kittens_jpeg_fixture_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// A server that answers every request with `jpeg`; nil when it cannot listen.
    static func server(serving jpeg: Data) -> LoopbackHTTPServer? {
        try? LoopbackHTTPServer(handler: { _ in LoopbackResponse(headers: [("Content-Type", "image/jpeg")], body: jpeg) })
    }
}

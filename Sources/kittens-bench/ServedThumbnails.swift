import Foundation
import KittensPictures
import LoopbackHTTP

/// A loopback server of picture bytes and a `ThumbnailLoader` past its first picture: what the
/// thumbnail figures measure against. A path whose first folder is a key of `bodies` gets those
/// bytes; any other, `otherwise`.
@MainActor
struct ServedThumbnails {
    let server: LoopbackHTTPServer
    let loader = ThumbnailLoader()
    private let fileExtension: String

    /// The line `measure` makes of the served pictures, or the line that says why the figure
    /// `figure` was skipped. The server stops when `measure` returns.
    static func measuring(
        _ bodies: [String: Data], otherwise: Data, contentType: String, fileExtension: String, figure: String,
        _ measure: (ServedThumbnails) -> String
    ) -> String {
        switch serve(bodies, otherwise: otherwise, contentType: contentType, fileExtension: fileExtension, figure: figure) {
        case .success(let served):
            defer { served.server.stop() }
            return measure(served)
        case .failure(let skipped):
            return skipped.line
        }
    }

    private static func serve(
        _ bodies: [String: Data], otherwise: Data, contentType: String, fileExtension: String, figure: String
    ) -> Result<ServedThumbnails, SkippedFigure> {
        // Connections kept between pictures, as TheCatAPI's CDN keeps them.
        guard let server = try? LoopbackHTTPServer(keepsConnectionsAlive: true, handler: { request in
            let folder = request.path.split(separator: "/").first.map(String.init) ?? ""
            return LoopbackResponse(headers: [("Content-Type", contentType)], body: bodies[folder] ?? otherwise)
        }) else { return .failure(SkippedFigure("\(figure) skipped: the loopback server did not start")) }
        let served = ServedThumbnails(server: server, fileExtension: fileExtension)
        guard served.loader.loadAll(served.urls("warm-up", count: 1)).loaded == 1 else {
            server.stop()
            return .failure(SkippedFigure("\(figure) skipped: the warm-up picture did not load"))
        }
        return .success(served)
    }

    private init(server: LoopbackHTTPServer, fileExtension: String) {
        self.server = server
        self.fileExtension = fileExtension
    }

    /// `count` addresses in `folder`, each a picture of its own to the loader.
    func urls(_ folder: String, count: Int) -> [URL] {
        (0..<count).map { server.url("/\(folder)/\($0).\(fileExtension)") }
    }
}

/// The line of a figure that could not be measured.
struct SkippedFigure: Error {
    let line: String
    init(_ line: String) { self.line = line }
}

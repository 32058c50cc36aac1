import Foundation
import LoopbackHTTP

/// A loopback server of picture bytes in a child process of this executable
/// (`--picture-server-child`), so that what the server spends is not counted in the CPU time of
/// the process measured. It keeps HTTP/1.1 connections alive, as a CDN does. The child prints `port=N`, serves `bodyBytes` bytes for any path until
/// its standard input ends, then exits.
enum PictureServerChild {
    static let flag = "--picture-server-child"
    /// The body served: about what a small thumbnail file is, so that the bytes cost little.
    static let bodyBytes = 2048

    /// The child's side: serves until standard input ends.
    static func serveInThisProcess() -> Never {
        let body = Data(repeating: 0xA5, count: bodyBytes)
        // Connections kept open between pictures, as TheCatAPI's CDN keeps them.
        guard let server = try? LoopbackHTTPServer(keepsConnectionsAlive: true, handler: { _ in
            LoopbackResponse(headers: [("Content-Type", "image/jpeg")], body: body)
        }) else { exit(1) }
        FileHandle.standardOutput.write(Data("port=\(server.port)\n".utf8))
        _ = FileHandle.standardInput.readDataToEndOfFile()
        server.stop()
        exit(0)
    }

    /// A running child server, stopped by `stop()`.
    struct Running {
        let port: UInt16
        private let child: Process
        private let input: Pipe

        /// Starts the child and waits for its port; nil when it did not start.
        static func start() -> Running? {
            let child = Process()
            // The path it was started by first: under Valgrind, /proc/self/exe names Valgrind's tool.
            let started = CommandLine.arguments[0]
            child.executableURL = URL(fileURLWithPath: started.hasPrefix("/") ? started
                : (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? started)
            child.arguments = [flag]
            let input = Pipe(), output = Pipe()
            child.standardInput = input
            child.standardOutput = output
            guard (try? child.run()) != nil else { return nil }
            var text = ""
            while !text.contains("\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let line = text.split(separator: "\n").first, line.hasPrefix("port="), let port = UInt16(line.dropFirst(5)) else {
                child.terminate()
                return nil
            }
            return Running(port: port, child: child, input: input)
        }

        /// `count` addresses of pictures of their own on the server.
        func urls(count: Int, folder: String) -> [URL] {
            (0..<count).compactMap { URL(string: "http://127.0.0.1:\(port)/\(folder)/\($0).jpg") }
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            child.waitUntilExit()
        }
    }
}

import Foundation
import Glibc

/// Runs a command line to its end, for tools the tests drive (`secret-tool`, `env`, a child test).
public enum ShellCommand {
    /// Runs `command` with `arguments` through the shell and returns its exit status and standard
    /// output (or nothing, when the output goes to `outputFile`; with standard error when
    /// `mergingErrors`). Standard input comes from `input`, else from `inputFile`, else
    /// /dev/null. `popen` and `pclose` wait for exactly this child, without a run loop.
    public static func run(
        _ command: String, _ arguments: [String], input: Data? = nil, inputFile: URL? = nil, outputFile: URL? = nil,
        mergingErrors: Bool = false
    ) throws -> (status: Int32, text: String) {
        var inputPath = inputFile?.path ?? "/dev/null"
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-input-\(UUID().uuidString)")
            try input.write(to: file)
            inputPath = file.path
        }
        defer { if input != nil { try? FileManager.default.removeItem(atPath: inputPath) } }
        let quoted = ([command] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let output = outputFile.map { "> '\($0.path)' 2>&1" } ?? (mergingErrors ? "2>&1" : "2>/dev/null")
        let line = quoted.joined(separator: " ") + " < '\(inputPath)' " + output
        guard let pipe = popen(line, "r") else {
            throw TestEnvironmentError(description: "could not run \(command)")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        let status = pclose(pipe)
        let exitStatus = status >= 0 && (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return (exitStatus, String(decoding: bytes, as: UTF8.self))
    }
}

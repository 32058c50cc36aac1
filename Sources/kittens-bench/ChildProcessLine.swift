import Foundation

/// Runs this executable again with `flag`, for a figure measured where nothing else has run
/// (a peak memory), and returns the last line of its output that starts with `prefix`; or a
/// "<prefix> skipped: …" line when the child did not start or did not end well.
func lineOfChildProcess(flag: String, prefix: String) -> String {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    child.arguments = [flag]
    let output = Pipe()
    child.standardOutput = output
    do { try child.run() } catch { return "\(prefix) skipped: the child process did not start (\(error))" }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    let line = text.split(separator: "\n").last { $0.hasPrefix(prefix) }
    guard child.terminationStatus == 0, let line else {
        return "\(prefix) skipped: the child process ended with status \(child.terminationStatus)"
    }
    return String(line)
}

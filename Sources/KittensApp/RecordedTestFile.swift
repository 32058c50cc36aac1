import FoundationEssentials
import Glibc
import Kittens
import KittensSupport
import Localization

/// `kittens --replay FILE --make-test NAME`: the recording written as a Swift file of
/// `TestStore` tests, NAME.swift, one test per store (`RecordedSessionTest`).
enum RecordedTestFile {
    /// Writes the test file of `session` at `name` (".swift" added when missing), and says
    /// where on standard error; returns the exit status: 0, or 73 (`EX_CANTCREAT`) when it cannot.
    @MainActor
    static func write(_ session: SessionRecording, named name: String) -> Int32 {
        let path = name.hasSuffix(".swift") ? name : name + ".swift"
        let className = String((path.split(separator: "/").last ?? "RecordedTests.swift").dropLast(".swift".count))
        do {
            let source = try RecordedSessionTest.source(of: session.recordings, className: className)
            try AtomicFile.write(Data(source.utf8), to: URL(fileURLWithPath: path), access: .document)
            StandardError.write("kittens: " + localized("wrote the test {path}.", ["path": path]) + "\n")
            return 0
        } catch {
            StandardError.write("kittens: " + localized("cannot write the test {path}: {reason}.", ["path": path, "reason": "\(error)"]) + "\n")
            return 73
        }
    }
}

extension KittensConfiguration {
    /// `value` as the name of the test file `--make-test` writes: a path whose last part,
    /// less ".swift", is a Swift type name (a letter, then letters, digits and "_").
    static func testName(_ value: String) throws(ConfigurationError) -> String {
        let last = (value.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        let name = last.hasSuffix(".swift") ? last.dropLast(".swift".count) : last
        let isTypeName = name.first.map { $0.isASCII && $0.isLetter } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard isTypeName else {
            throw ConfigurationError(description: localized(
                "--make-test must name a test file whose name is a Swift type name (such as RefreshBugTests), not \"{value}\".",
                ["value": value]))
        }
        return value
    }
}

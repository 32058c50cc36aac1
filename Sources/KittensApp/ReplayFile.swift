import FoundationEssentials
import Glibc
import Kittens
import KittensSupport
import Localization
import MVI
import MVIRecording

/// The recording given with `--replay FILE`, read before any window opens.
enum ReplayFile {
    /// Larger files are refused: a full recording of 10,000 events is a few megabytes.
    static let maxBytes = 64 * 1024 * 1024
    /// The exit status for a recording that cannot be replayed (`EX_DATAERR`).
    static let exitCode: Int32 = 65

    /// Why the file at a path cannot be replayed; `description` completes "cannot replay FILE: ".
    enum Problem: Error, CustomStringConvertible {
        case refused(FileRefusal)
        case unusable(RecordingFileProblem)

        var description: String {
            switch self {
            case .refused(let refusal): "\(refusal)"
            case .unusable(let problem): "\(problem)"
            }
        }
    }

    /// The session recording in the file at `path`: a regular file, not a link, of at most `maxBytes`.
    @MainActor
    static func recording(atPath path: String) throws(Problem) -> SessionRecording {
        let data: Data
        do throws(FileRefusal) {
            data = try BoundedFile.read(atPath: path, limit: maxBytes)
        } catch {
            throw .refused(error)
        }
        do throws(RecordingFileProblem) {
            return try SessionRecording.read(fromFile: data, kinds: Session.recordingKinds)
        } catch {
            throw .unusable(error)
        }
    }

    /// The recording at `path`, or a sentence on standard error and exit status 65.
    @MainActor
    static func recordingOrExit(path: String) -> SessionRecording {
        do throws(Problem) {
            return try recording(atPath: path)
        } catch {
            StandardError.write("kittens: " + localized("cannot replay {path}: {reason}.", ["path": path, "reason": error.description]) + "\n")
            exit(exitCode)
        }
    }
}

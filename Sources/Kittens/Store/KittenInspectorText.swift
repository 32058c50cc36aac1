#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Localization
import MVI

/// The words a store inspector shows for a kitten recording: one line per event, and the
/// state after it pretty-printed as JSON, as it would be in an exported file.
public enum KittenInspectorText {
    /// "#12  message  loaded  1.204 s": the sequence number, the kind of event, the case's name
    /// and the time since the recording started.
    public static func line(for record: KittenRecording.Record) -> String {
        let (kind, name): (String, String) = switch record.event {
        case .intent(let intent): ("intent", caseName(intent))
        case .action(let action): ("action", caseName(action))
        case .message(let message): ("message", caseName(message))
        case .label(let label): ("label", caseName(label))
        }
        return "#\(record.sequence)  \(kind)  \(name)  \(seconds(record.time))"
    }

    /// `state` as sorted, indented JSON; a sentence instead if it cannot be encoded.
    public static func stateText(_ state: KittenState) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return localized("This state cannot be shown as JSON.") }
        return String(decoding: data, as: UTF8.self)
    }

    /// The name of an enum case, without its associated values.
    static func caseName(_ value: some Any) -> String {
        let text = String(describing: value)
        return String(text.prefix { $0 != "(" })
    }

    /// "1.204 s", to the millisecond.
    static func seconds(_ time: Duration) -> String {
        let milliseconds = max(0, time.wholeMilliseconds)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}

extension Duration {
    fileprivate var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        return scaled + attoseconds / 1_000_000_000_000_000
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON form of a `StoreRecording`, so that a bug report can carry one.
///
/// ```json
/// {"format": "org.example.Feature", "version": 1, "layout": 1, "store": "FeatureStore",
///  "capacity": 10000, "dropped": 0, "startState": {…}, "records": [{"sequence": 0,
///  "nanoseconds": 1200, "event": {"intent": {…}}}, {"sequence": 1, …, "state": {…}}, …]}
/// ```
///
/// A record's state is written only when it differs from the state before it (the previous
/// record's, or `startState`), so intents, labels and messages that change nothing do not
/// repeat a state that may be large.
///
/// Reading takes any bytes at all and never traps: the frame is checked first (format,
/// version, layout), then the whole, then the order of the records, and every problem is a
/// `RecordingFileProblem`. Read the file itself with a size limit: this holds it all in memory.
public enum StoreRecordingFile {
    /// The layout of the frame around the feature's types; it changes with this library.
    public static let layout = 1
    /// The most events a file may hold, whatever it says its capacity is.
    public static let maximumCapacity = 1_000_000
}

extension StoreRecording where State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable {
    /// The JSON file of this recording, named as `format`.
    public func jsonData(format: RecordingFormat) throws -> Data {
        var previous = startState
        let fileRecords = records.map { record in
            defer { previous = record.state }
            return FileRecord(record, stateIfChanged: record.state == previous ? nil : record.state)
        }
        let file = RecordingFile(
            format: format.name, version: format.version, layout: StoreRecordingFile.layout, store: storeName,
            capacity: capacity, dropped: droppedCount, startState: startState, records: fileRecords)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(file)
    }

    /// The recording in `data`, a file of `format` written by `jsonData(format:)`.
    public static func decode(json data: Data, format: RecordingFormat) throws(RecordingFileProblem) -> StoreRecording {
        let decoder = JSONDecoder()
        let frame: RecordingFrame
        do {
            frame = try decoder.decode(RecordingFrame.self, from: data)
        } catch {
            throw .notARecording
        }
        guard let name = frame.format else { throw .notARecording }
        guard name == format.name else { throw .otherFormat(found: name, expected: format.name) }
        guard let version = frame.version else { throw .damaged("it has no version") }
        guard version == format.version else { throw .otherVersion(found: version, expected: format.version) }
        guard let layout = frame.layout else { throw .damaged("it has no layout") }
        guard layout == StoreRecordingFile.layout else {
            throw .otherLayout(found: layout, expected: StoreRecordingFile.layout)
        }
        let file: RecordingFile<State, Intent, Action, Message, Label>
        do {
            file = try decoder.decode(RecordingFile<State, Intent, Action, Message, Label>.self, from: data)
        } catch let error as DecodingError {
            throw .damaged(error.shortDescription)
        } catch {
            throw .damaged("it cannot be read")
        }
        try file.check()
        var state = file.startState
        let records = file.records.map { record in
            state = record.state ?? state
            return Record(sequence: record.sequence, time: .nanoseconds(record.nanoseconds), event: record.event, state: state)
        }
        return StoreRecording(
            storeName: file.store, capacity: file.capacity, startState: file.startState, records: records,
            droppedCount: file.dropped)
    }
}

/// The first look at a file: only what says whether it is a recording this app can read.
private struct RecordingFrame: Decodable {
    let format: String?
    let version: Int?
    let layout: Int?

    private enum CodingKeys: String, CodingKey {
        case format, version, layout
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try? container.decodeIfPresent(String.self, forKey: .format)
        version = try? container.decodeIfPresent(Int.self, forKey: .version)
        layout = try? container.decodeIfPresent(Int.self, forKey: .layout)
    }
}

/// The whole file.
private struct RecordingFile<State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable>: Codable {
    let format: String
    let version: Int
    let layout: Int
    let store: String
    let capacity: Int
    let dropped: Int
    let startState: State
    let records: [FileRecord<State, Intent, Action, Message, Label>]

    /// Whether the numbers fit together: the capacity holds the records, and the records
    /// follow each other without a gap, in time order, from where the dropped ones ended.
    func check() throws(RecordingFileProblem) {
        guard (1...StoreRecordingFile.maximumCapacity).contains(capacity) else {
            throw .damaged("its capacity of \(capacity) events is not between 1 and \(StoreRecordingFile.maximumCapacity)")
        }
        guard records.count <= capacity else {
            throw .damaged("it holds \(records.count) events, more than its capacity of \(capacity)")
        }
        guard dropped >= 0, dropped <= Int.max - capacity else { throw .damaged("its count of dropped events is not valid") }
        var previous: Int64 = 0
        for (offset, record) in records.enumerated() {
            guard record.sequence == dropped + offset else {
                throw .damaged("event \(offset) is numbered \(record.sequence), not \(dropped + offset)")
            }
            guard record.nanoseconds >= previous else { throw .damaged("event \(offset) is earlier than the one before it") }
            previous = record.nanoseconds
        }
    }
}

/// One record in a file: its state only when it changed.
private struct FileRecord<State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable>: Codable {
    let sequence: Int
    let nanoseconds: Int64
    let event: StoreEvent<Intent, Action, Message, Label>
    let state: State?

    init(_ record: StoreRecord<State, Intent, Action, Message, Label>, stateIfChanged state: State?) {
        sequence = record.sequence
        nanoseconds = record.time.wholeNanoseconds
        event = record.event
        self.state = state
    }
}

extension DecodingError {
    /// Where in the file and what: "records.3.state.images.0.url: not a web URL".
    var shortDescription: String {
        let (path, what): ([any CodingKey], String) = switch self {
        case .typeMismatch(_, let context): (context.codingPath, "a value of the wrong type")
        case .valueNotFound(_, let context): (context.codingPath, "a missing value")
        case .keyNotFound(let key, let context): (context.codingPath + [key], "missing")
        case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
        @unknown default: ([], "cannot be read")
        }
        let place = path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return place.isEmpty ? what : "\(place): \(what)"
    }
}

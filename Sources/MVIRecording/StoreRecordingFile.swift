import FoundationEssentials
import MVI
import VersionedJSON

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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(RecordingFile(self, format: format))
    }

    /// The recording in `data`, a file of `format` written by `jsonData(format:)`.
    public static func decode(json data: Data, format: RecordingFormat) throws(RecordingFileProblem) -> StoreRecording {
        let decoder = JSONDecoder()
        try RecordingFrame.check(data, against: format, with: decoder)
        let file: RecordingFile<State, Intent, Action, Message, Label>
        do {
            file = try decoder.decode(RecordingFile<State, Intent, Action, Message, Label>.self, from: data)
        } catch let error as DecodingError {
            throw .damaged(error.shortDescription)
        } catch {
            throw .damaged("it cannot be read")
        }
        return try file.recording()
    }
}

/// The first look at a file: only what says whether it is a recording this app can read, its
/// versioned frame (`format`, `version`) and this library's `layout`.
struct RecordingFrame: Decodable {
    let file: VersionedJSONFile.Frame
    let layout: Int?

    private enum CodingKeys: String, CodingKey {
        case layout
    }

    init(from decoder: any Decoder) throws {
        file = try VersionedJSONFile.Frame(from: decoder)
        layout = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .layout)
    }

    /// The format the frame names, if any.
    var format: String? { file.name }

    /// Whether `data` is a JSON object whose frame names `format`, at its version, in this
    /// library's layout.
    static func check(_ data: Data, against format: RecordingFormat, with decoder: JSONDecoder) throws(RecordingFileProblem) {
        let frame: RecordingFrame
        do {
            frame = try decoder.decode(RecordingFrame.self, from: data)
        } catch {
            throw .notARecording
        }
        try frame.check(against: format)
    }

    /// Whether the frame names `format`, at its version, in this library's layout.
    func check(against format: RecordingFormat) throws(RecordingFileProblem) {
        do throws(VersionedJSONFile.Mismatch) {
            try format.file.check(file)
        } catch {
            switch error {
            case .unnamed: throw .notARecording
            case .otherName(let found): throw .otherFormat(found: found, expected: format.name)
            case .otherVersion(let found?): throw .otherVersion(found: found, expected: format.version)
            case .otherVersion(nil): throw .damaged("it has no version")
            }
        }
        guard let layout else { throw .damaged("it has no layout") }
        guard layout == StoreRecordingFile.layout else {
            throw .otherLayout(found: layout, expected: StoreRecordingFile.layout)
        }
    }
}

/// The whole file. `start` is when the recording started on its factory's clock, in
/// nanoseconds, so that the recordings of one factory keep their order; files written before it
/// was added lack it, and start at zero.
struct RecordingFile<State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable>: Codable {
    let format: String
    let version: Int
    let layout: Int
    let store: String
    let capacity: Int
    let dropped: Int
    let start: Int64?
    let startState: State
    let records: [FileRecord<State, Intent, Action, Message, Label>]
}

extension RecordingFile where State: Equatable {
    @MainActor
    init(_ recording: StoreRecording<State, Intent, Action, Message, Label>, format: RecordingFormat) {
        var previous = recording.startState
        records = recording.records.map { record in
            defer { previous = record.state }
            return FileRecord(record, stateIfChanged: record.state == previous ? nil : record.state)
        }
        self.format = format.name
        version = format.version
        layout = StoreRecordingFile.layout
        store = recording.storeName
        capacity = recording.capacity
        dropped = recording.droppedCount
        start = recording.clockAtStart.wholeNanoseconds
        startState = recording.startState
    }

    /// The recording the file holds, once its numbers are checked.
    @MainActor
    func recording() throws(RecordingFileProblem) -> StoreRecording<State, Intent, Action, Message, Label> {
        try check()
        var state = startState
        let records = records.map { record in
            state = record.state ?? state
            return StoreRecord(sequence: record.sequence, time: .nanoseconds(record.nanoseconds), event: record.event, state: state)
        }
        return StoreRecording(
            storeName: store, capacity: capacity, clockAtStart: .nanoseconds(start ?? 0), startState: startState,
            records: records, droppedCount: dropped)
    }
}

extension RecordingFile {
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
        guard (start ?? 0) >= 0 else { throw .damaged("it starts before its clock did") }
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

extension RecordingFile: Sendable where State: Sendable, Intent: Sendable, Action: Sendable, Message: Sendable, Label: Sendable {}

/// One record in a file: its state only when it changed.
struct FileRecord<State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable>: Codable {
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

extension FileRecord: Sendable where State: Sendable, Intent: Sendable, Action: Sendable, Message: Sendable, Label: Sendable {}

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

import FoundationEssentials

/// The value of `json`, as a recording wrote it: how a test written by `RecordedTestWriter`
/// spells the intents, messages, labels and states it replays. A value that no longer decodes
/// as `Value` (its type changed shape since the recording) stops the test with the reason.
public func recorded<Value: Decodable>(_ json: String) -> Value {
    do {
        return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    } catch {
        fatalError("the recorded value no longer reads as a \(Value.self): \(error)\n\(json)")
    }
}

import MVI

/// A store's recording whose types are all `Codable`, seen through a protocol so that code over
/// recordings of unknown types (`any InspectableRecording`) can open one with its types known:
/// `if let recording = recording as? any CodableStoreRecording { write(recording) }`, with
/// `write` generic over `some CodableStoreRecording`.
@MainActor
public protocol CodableStoreRecording: InspectableRecording {
    associatedtype State: Codable & Equatable
    associatedtype Intent: Codable
    associatedtype Action: Codable
    associatedtype Message: Codable
    associatedtype Label: Codable

    /// The recording itself, with its types.
    var typed: StoreRecording<State, Intent, Action, Message, Label> { get }
}

extension StoreRecording: CodableStoreRecording
where State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable {
    public var typed: StoreRecording<State, Intent, Action, Message, Label> { self }
}

extension RecordedTestWriter {
    /// Adds the test of `recording`'s store, whatever its types; `makeStore` as for
    /// `addStore(_:makeStore:)`.
    @MainActor
    public mutating func addStore(of recording: some CodableStoreRecording, makeStore: (String) -> String) throws {
        try addStore(recording.typed, makeStore: makeStore)
    }
}

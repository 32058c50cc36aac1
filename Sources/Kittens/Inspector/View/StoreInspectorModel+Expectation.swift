import Localization
import MVIRecording

extension StoreInspectorModel {
    /// The value marked wrong (Expect… on the state tree), which Make a Minimal Test… shrinks
    /// the recording to.
    public struct Expectation: Equatable, Sendable {
        /// "After FavouritesStore #12, favourites.[0].imageID should not be "k1"."
        public let text: String
        /// The store whose state it is about.
        public let storeName: String

        /// The expectation `expectation`, seen broken after the event `event`.
        public init(_ expectation: ValueExpectation, after event: StoreTimelineEntry.ID) {
            storeName = event.storeName
            let (store, number, path, wrong) = (event.storeName, String(event.sequence), expectation.path.description, expectation.wrong)
            text = expectation.expected.map {
                localized(
                    "After {store} #{number}, {path} should be {expected}, not {wrong}.",
                    ["store": store, "number": number, "path": path, "expected": $0, "wrong": wrong])
            } ?? localized("After {store} #{number}, {path} should not be {wrong}.", ["store": store, "number": number, "path": path, "wrong": wrong])
        }
    }
}

import Localization

extension StoreInspectorModel {
    /// The "send an intent" field: where what is typed goes, the case names it may complete to,
    /// and why the last text sent was refused.
    public struct IntentField: Equatable, Sendable {
        /// The store an intent goes to; nil when no store picked takes intents from here.
        public let storeName: String?
        /// What the field holds.
        public let text: String
        /// The names of the store's recorded intents that start with the case name typed.
        public let completions: [String]
        /// Why the last text sent is not an intent, in words; nil when it was sent.
        public let problem: String?

        public init(storeName: String? = nil, text: String = "", completions: [String] = [], problem: String? = nil) {
            (self.storeName, self.text, self.completions, self.problem) = (storeName, text, completions, problem)
        }

        /// What the empty field says: "An intent for FavouritesStore, such as .sync".
        public var placeholder: String {
            storeName.map { localized("An intent for {store}, such as {example}", ["store": $0, "example": completions.first.map { ".\($0)" } ?? ".refresh"]) }
                ?? localized("Pick an event of a store to send an intent to it.")
        }
    }
}

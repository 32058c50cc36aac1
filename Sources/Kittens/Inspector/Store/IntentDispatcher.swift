import MVI
import MVIRecording

/// Sends an intent typed by hand (`IntentSyntax`) to one store, for the Store Inspector's
/// "send an intent" field, as Redux DevTools dispatches an action. Made where the store's
/// intent type is known; the text is read into that type, or refused with why.
@MainActor
public struct IntentDispatcher {
    /// The name of the store it sends to, as its recording names it.
    public let storeName: String
    private let parseAndAccept: @MainActor (String) throws(IntentSyntax.Problem) -> Void

    /// Sends to `store`, known to the inspector as `storeName`.
    public init<State, Intent: Decodable, Label>(_ store: any Store<State, Intent, Label>, storeName: String) {
        self.storeName = storeName
        parseAndAccept = { text throws(IntentSyntax.Problem) in store.accept(try IntentSyntax.parse(text, as: Intent.self)) }
    }

    /// Sends the intent `text` spells; throws, saying why, when it spells none.
    public func send(_ text: String) throws(IntentSyntax.Problem) {
        try parseAndAccept(text)
    }
}

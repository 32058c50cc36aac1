import Kittens
import MVITesting

extension VotesWorld {
    /// A store over this world that a test checks for what it asserts only (`exhaustivity`
    /// off), as the property cases do.
    func makeLooseStore() -> TestStore<VotesExecutor, VotesReducer> {
        let store = makeStore()
        store.exhaustivity = .off
        return store
    }

    /// Sends `intent` to `store` as this world's user would (`sends(_:in:)`).
    func send(_ intent: VotesIntent, to store: TestStore<VotesExecutor, VotesReducer>) {
        store.send(sends(intent, in: store.state))
    }
}

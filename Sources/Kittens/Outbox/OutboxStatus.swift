/// Why an account outbox's changes (favourites, votes) are not on TheCatAPI yet, or cannot be
/// kept, in full words: the strip over the page that shows them, where a notice's Details button
/// leads. Made from the store's state, so it stays as long as the reason does.
public struct OutboxStatus: Equatable, Sendable {
    /// The reason and what the user can do about it.
    public var text: String
    /// Whether the key is what is wrong: the strip then offers Preferences, where it is set.
    public var isAboutTheKey: Bool

    public init(text: String, isAboutTheKey: Bool = false) {
        self.text = text
        self.isAboutTheKey = isAboutTheKey
    }
}

extension OutboxStatus {
    /// The status of an account outbox's page: a failed write of its file first (nothing is
    /// sent meanwhile), then a file that cannot be used, then why TheCatAPI has not heard of the
    /// changes that wait (`waitingChanges` of them), each said in the feature's `words`; nil
    /// while nothing is wrong.
    init?(
        saveProblem: String?, fileProblem: String?, serverProblem: FavouritesServerProblem?, waitingChanges: Int,
        words: OutboxStatusWords
    ) {
        if let saveProblem {
            self.init(text: words.notSaved(saveProblem))
        } else if let fileProblem {
            self.init(text: words.fileUnusable(fileProblem))
        } else {
            switch serverProblem {
            case nil: return nil
            case .keyRefused: self.init(text: words.keyRefused(waitingChanges), isAboutTheKey: true)
            case .unreachable(let error): self.init(text: words.unreachable(waitingChanges, error.message))
            }
        }
    }
}

/// What a feature's status says in each case (`OutboxStatus.init(saveProblem:…)`), in the
/// user's language.
struct OutboxStatusWords: Sendable {
    /// The file's last write failed, for `reason`.
    let notSaved: @Sendable (_ reason: String) -> String
    /// The file cannot be used, for `reason`.
    let fileUnusable: @Sendable (_ reason: String) -> String
    /// TheCatAPI refused the key; `changes` wait.
    let keyRefused: @Sendable (_ changes: Int) -> String
    /// TheCatAPI cannot be reached, for `reason`; `changes` wait.
    let unreachable: @Sendable (_ changes: Int, _ reason: String) -> String
}

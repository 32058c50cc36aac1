import Localization

extension FavouritesState {
    /// The status the Favourites page shows; nil while nothing is wrong.
    var status: OutboxStatus? {
        OutboxStatus(
            saveProblem: saveProblem, fileProblem: fileProblem, serverProblem: serverProblem, waitingChanges: outbox.count,
            words: .favourites)
    }
}

extension OutboxStatusWords {
    /// The favourites' status in words.
    static let favourites = OutboxStatusWords(
        notSaved: { reason in
            localized("Favourites cannot be saved, and nothing is sent to TheCatAPI until they can: {reason}", ["reason": reason])
        },
        fileUnusable: { reason in
            localized("The favourites file cannot be used, so favourites last for this run only: {reason}", ["reason": reason])
        },
        keyRefused: { changes in
            changes == 0
                ? localized("TheCatAPI refused the API key, so favourites are not synced: check the key in Preferences.")
                : localizedPlural(
                    "TheCatAPI refused the API key. {count} change to favourites is kept here until it accepts one: check the key in Preferences.",
                    "TheCatAPI refused the API key. {count} changes to favourites are kept here until it accepts one: check the key in Preferences.",
                    count: changes)
        },
        unreachable: { changes, reason in
            changes == 0
                ? localized("Favourites are not synced with TheCatAPI yet, and Kittens tries again by itself: {reason}", ["reason": reason])
                : localizedPlural(
                    "{count} change to favourites is kept here and sent when TheCatAPI can be reached: {reason}",
                    "{count} changes to favourites are kept here and sent when TheCatAPI can be reached: {reason}",
                    count: changes, ["reason": reason])
        })
}

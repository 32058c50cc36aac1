import Localization

extension FavouritesState {
    /// The status the Favourites page shows; nil while nothing is wrong.
    var status: OutboxStatus? {
        if let saveProblem {
            return OutboxStatus(text: localized(
                "Favourites cannot be saved, and nothing is sent to TheCatAPI until they can: {reason}", ["reason": saveProblem]))
        }
        if let fileProblem {
            return OutboxStatus(text: localized(
                "The favourites file cannot be used, so favourites last for this run only: {reason}", ["reason": fileProblem]))
        }
        switch (serverProblem, outbox.count) {
        case (nil, _):
            return nil
        case (.keyRefused, 0):
            return OutboxStatus(
                text: localized("TheCatAPI refused the API key, so favourites are not synced: check the key in Preferences."),
                isAboutTheKey: true)
        case (.keyRefused, let changes):
            return OutboxStatus(
                text: localizedPlural(
                    "TheCatAPI refused the API key. {count} change to favourites is kept here until it accepts one: check the key in Preferences.",
                    "TheCatAPI refused the API key. {count} changes to favourites are kept here until it accepts one: check the key in Preferences.",
                    count: changes),
                isAboutTheKey: true)
        case (.unreachable(let error), 0):
            return OutboxStatus(text: localized(
                "Favourites are not synced with TheCatAPI yet, and Kittens tries again by itself: {reason}", ["reason": error.message]))
        case (.unreachable(let error), let changes):
            return OutboxStatus(text: localizedPlural(
                "{count} change to favourites is kept here and sent when TheCatAPI can be reached: {reason}",
                "{count} changes to favourites are kept here and sent when TheCatAPI can be reached: {reason}",
                count: changes, ["reason": error.message]))
        }
    }
}

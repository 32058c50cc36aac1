import Localization

/// Why favourites are not on TheCatAPI yet, or cannot be kept, in full words: the strip over the
/// Favourites page, where a notice's Details button leads. Made from the store's state, so it
/// stays as long as the reason does.
public struct FavouritesStatus: Equatable, Sendable {
    /// The reason and what the user can do about it.
    public var text: String
    /// Whether the key is what is wrong: the strip then offers Preferences, where it is set.
    public var isAboutTheKey: Bool

    public init(text: String, isAboutTheKey: Bool = false) {
        self.text = text
        self.isAboutTheKey = isAboutTheKey
    }
}

extension FavouritesState {
    /// The status the Favourites page shows; nil while nothing is wrong.
    var status: FavouritesStatus? {
        if let saveProblem {
            return FavouritesStatus(text: localized(
                "Favourites cannot be saved, and nothing is sent to TheCatAPI until they can: {reason}", ["reason": saveProblem]))
        }
        if let fileProblem {
            return FavouritesStatus(text: localized(
                "The favourites file cannot be used, so favourites last for this run only: {reason}", ["reason": fileProblem]))
        }
        switch (serverProblem, outbox.count) {
        case (nil, _):
            return nil
        case (.keyRefused, 0):
            return FavouritesStatus(
                text: localized("TheCatAPI refused the API key, so favourites are not synced: check the key in Preferences."),
                isAboutTheKey: true)
        case (.keyRefused, let changes):
            return FavouritesStatus(
                text: localizedPlural(
                    "TheCatAPI refused the API key. {count} change to favourites is kept here until it accepts one: check the key in Preferences.",
                    "TheCatAPI refused the API key. {count} changes to favourites are kept here until it accepts one: check the key in Preferences.",
                    count: changes),
                isAboutTheKey: true)
        case (.unreachable(let error), 0):
            return FavouritesStatus(text: localized(
                "Favourites are not synced with TheCatAPI yet, and Kittens tries again by itself: {reason}", ["reason": error.message]))
        case (.unreachable(let error), let changes):
            return FavouritesStatus(text: localizedPlural(
                "{count} change to favourites is kept here and sent when TheCatAPI can be reached: {reason}",
                "{count} changes to favourites are kept here and sent when TheCatAPI can be reached: {reason}",
                count: changes, ["reason": error.message]))
        }
    }
}

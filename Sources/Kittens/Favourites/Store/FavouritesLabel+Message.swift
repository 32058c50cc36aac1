import Localization

extension FavouritesLabel {
    /// The words of the notice (a toast), in the user's language.
    public var message: String {
        switch self {
        case .removed:
            localized("Removed from favourites.")
        case .rolledBack(.add, _, let error):
            localized("Could not add the favourite: {reason}", ["reason": Self.reason(error)])
        case .rolledBack(.remove, _, let error):
            localized("Could not remove the favourite: {reason}", ["reason": Self.reason(error)])
        case .waiting(.keyRefused, _):
            localized("Favourites are kept here until TheCatAPI accepts the API key. Check it in Preferences.")
        case .waiting(.unreachable(let error), let changes):
            localized(
                "Favourites are kept here and sent when TheCatAPI can be reached ({count} changes wait): {reason}",
                ["count": String(changes), "reason": error.message])
        case .syncFailed(let error):
            localized("Could not sync favourites: {reason}", ["reason": Self.reason(error)])
        case .notSaved(let reason):
            localized("Favourites could not be saved, and last for this run only: {reason}", ["reason": reason])
        case .full(.favourites):
            localized(
                "Kittens keeps at most {count} favourites. Remove one to add another.",
                ["count": String(FavouriteLimits.maximumCount)])
        case .full(.waitingChanges):
            localized(
                "{count} changes to favourites already wait for TheCatAPI. Refresh when it can be reached, then try again.",
                ["count": String(FavouriteLimits.maximumOperations)])
        }
    }

    /// Why TheCatAPI did not take a change, in words; a refused key said plainly.
    static func reason(_ error: KittenLoadError) -> String {
        switch error {
        case .httpStatus(401), .httpStatus(403):
            localized("the API key was refused. Check it in Preferences.")
        case .httpStatus(400):
            localized("TheCatAPI refused the request (error 400).")
        default:
            error.message
        }
    }
}

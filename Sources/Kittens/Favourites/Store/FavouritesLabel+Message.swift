import Localization

extension FavouritesLabel {
    /// The words of the notice (a toast), in the user's language: short enough to read whole on
    /// one line in a window 360 pixels wide, beside the toast's button. A reason that needs more words stays over the Favourites page
    /// (`OutboxStatus`), where the notice's Details button leads.
    public var message: String {
        if isKeyRefused { return localized("API key refused") }
        return switch self {
        case .waiting(.keyRefused, _):
            localized("API key refused")
        case .removed:
            localized("Favourite removed")
        case .rolledBack(.add, _, .httpStatus(let code)):
            localized("Favourite refused (error {code})", ["code": String(code)])
        case .rolledBack(.add, _, _):
            localized("Favourite not added")
        case .rolledBack(.remove, _, .httpStatus(let code)):
            localized("Removal refused (error {code})", ["code": String(code)])
        case .rolledBack(.remove, _, _):
            localized("Favourite not removed")
        case .waiting(.unreachable, let changes):
            localizedPlural("{count} change waits", "{count} changes wait", count: changes)
        case .syncFailed(.httpStatus(let code)):
            localized("Sync refused (error {code})", ["code": String(code)])
        case .syncFailed:
            localized("Sync failed")
        case .notSaved:
            localized("Favourites not saved")
        case .unkeepable:
            localized("This picture cannot be kept")
        case .full(.favourites):
            localizedPlural(
                "At most {count} favourite", "At most {count} favourites",
                count: FavouriteLimits.maximumCount)
        case .full(.waitingChanges):
            localizedPlural(
                "{count} change waits already", "{count} changes wait already",
                count: FavouriteLimits.maximumOperations)
        }
    }

    /// Whether the notice is about a refused key: Preferences puts it right.
    var isKeyRefused: Bool {
        switch self {
        case .rolledBack(_, _, let error), .syncFailed(let error): error.isKeyRefused
        case .waiting(let problem, _): problem == .keyRefused
        case .removed, .notSaved, .full, .unkeepable: false
        }
    }
}

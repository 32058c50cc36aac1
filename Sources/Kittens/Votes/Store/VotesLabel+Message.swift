import Localization

extension VotesLabel {
    /// The words of the notice (a toast), in the user's language, short enough for one line in
    /// a window 360 pixels wide.
    public var message: String {
        switch self {
        case .waiting(.keyRefused, _):
            localized("API key refused")
        case .rolledBack(_, .httpStatus(let code)):
            localized("Vote refused (error {code})", ["code": String(code)])
        case .rolledBack(_, let error):
            error.isKeyRefused ? localized("API key refused") : localized("Vote not sent")
        case .waiting(.unreachable, let changes):
            localizedPlural("{count} change waits", "{count} changes wait", count: changes)
        case .syncFailed(.httpStatus(let code)):
            localized("Votes sync refused (error {code})", ["code": String(code)])
        case .syncFailed:
            localized("Votes sync failed")
        case .notSaved:
            localized("Votes not saved")
        case .unkeepable:
            localized("This picture cannot be rated")
        case .full(.favourites):
            localizedPlural("At most {count} vote", "At most {count} votes", count: FavouriteLimits.maximumCount)
        case .full(.waitingChanges):
            localizedPlural(
                "{count} change waits already", "{count} changes wait already", count: FavouriteLimits.maximumOperations)
        }
    }
}

import FoundationEssentials
import KittensSupport
import Localization

extension MyVotesModel {
    /// The one place where the votes store's state becomes what "My votes" shows.
    public init(_ state: VotesState) {
        let waiting = Set(state.waitingChanges.map(\.imageID))
        self.init(
            rows: state.votes.map { vote in
                MyVoteRow(
                    imageID: vote.imageID, value: vote.value, url: vote.url.flatMap { $0.isWebURL ? $0 : nil },
                    isWaiting: waiting.contains(vote.imageID))
            },
            status: state.status,
            isReading: state.isSyncing)
    }
}

extension VotesState {
    /// Why votes are not on TheCatAPI yet, or cannot be kept, in full words; nil while nothing
    /// is wrong.
    var status: OutboxStatus? {
        OutboxStatus(
            saveProblem: saveProblem, fileProblem: fileProblem, serverProblem: serverProblem, waitingChanges: waitingChanges.count,
            words: .votes)
    }
}

extension OutboxStatusWords {
    /// The votes' status in words.
    static let votes = OutboxStatusWords(
        notSaved: { reason in
            localized("Votes cannot be saved, and nothing is sent to TheCatAPI until they can: {reason}", ["reason": reason])
        },
        fileUnusable: { reason in
            localized("The votes file cannot be used, so votes last for this run only: {reason}", ["reason": reason])
        },
        keyRefused: { changes in
            changes == 0
                ? localized("TheCatAPI refused the API key, so votes are not synced: check the key in Preferences.")
                : localizedPlural(
                    "TheCatAPI refused the API key. {count} change to votes is kept here until it accepts one: check the key in Preferences.",
                    "TheCatAPI refused the API key. {count} changes to votes are kept here until it accepts one: check the key in Preferences.",
                    count: changes)
        },
        unreachable: { changes, reason in
            changes == 0
                ? localized("Votes are not synced with TheCatAPI yet, and Kittens tries again by itself: {reason}", ["reason": reason])
                : localizedPlural(
                    "{count} change to votes is kept here and sent when TheCatAPI can be reached: {reason}",
                    "{count} changes to votes are kept here and sent when TheCatAPI can be reached: {reason}",
                    count: changes, ["reason": reason])
        })
}

extension VotesLabel {
    /// The toast the window shows for this label: failures stay longer; a refused key offers
    /// Preferences, and changes that wait offer Details ("My votes", whose status says why).
    public var notice: OutboxNotice {
        switch self {
        case .rolledBack(_, let error):
            OutboxNotice(message: message, button: error.isKeyRefused ? .preferences : nil, isFailure: true)
        case .waiting(.keyRefused, _):
            OutboxNotice(message: message, button: .preferences)
        case .waiting:
            OutboxNotice(message: message, button: .details)
        case .syncFailed(let error):
            OutboxNotice(message: message, button: error.isKeyRefused ? .preferences : error.isHTTPStatus ? nil : .details, isFailure: true)
        case .notSaved:
            OutboxNotice(message: message, button: .details, isFailure: true)
        case .full, .unkeepable:
            OutboxNotice(message: message, isFailure: true)
        }
    }
}

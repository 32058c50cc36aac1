import MVI
import Outbox

/// Votes' side of the outbox (`OutboxDriver`): TheCatAPI's `/votes`, and what its answers mean
/// for a cast or a withdrawal.
struct VotesOutboxClient: OutboxClient {
    func bound(_ server: any VotesServer, to account: TheCatAPIAccount) -> any VotesServer {
        server.bound(to: account)
    }

    func send(_ operation: VoteOperation, to server: any VotesServer) async -> VoteOperationResult {
        switch operation.kind {
        case .cast(let value):
            return .answer(await server.castVote(imageID: operation.imageID, value: value)) { .cast(remoteID: $0) }
        case .withdraw:
            guard let remoteID = operation.remoteID else { return .failed(AccountRequestFailure(.malformed("no vote id"))) }
            return .answer(await server.withdrawVote(remoteID: remoteID)) { .withdrawn }
        }
    }

    func read(from server: any VotesServer) async -> Result<VotesListing, AccountRequestFailure> {
        await VotesListing.read(from: server)
    }

    func settlement(
        of operation: VoteOperation, _ sent: VoteOperationResult, in state: VotesState
    ) -> OutboxSettlement<VotesMessage, AccountRequestFailure> {
        switch sent {
        case .cast(let remoteID): .answered(.castAnswered(operationID: operation.id, remoteID: remoteID))
        case .withdrawn: .answered(.withdrawAnswered(operationID: operation.id))
        case .failed(let failure): .failed(failure)
        case .heldBack(let reason): .heldBack(reason)
        }
    }

    func rolledBack(_ operation: VoteOperation, error: ListingLoadError) -> VotesLabel {
        .rolledBack(imageID: operation.imageID, error: error)
    }
}

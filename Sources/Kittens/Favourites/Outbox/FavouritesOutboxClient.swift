import Outbox
import MVI

/// Favourites' side of the outbox (`OutboxDriver`): TheCatAPI's `/favourites`, and what its
/// answers mean for an add or a removal.
struct FavouritesOutboxClient: OutboxClient {
    func bound(_ server: any FavouritesServer, to account: TheCatAPIAccount) -> any FavouritesServer {
        server.bound(to: account)
    }

    /// Sends `operation`: an add, or a removal of every server id of its picture, one after
    /// the other (a failure stops it; sent again, the ids removed already are not listed).
    func send(_ operation: FavouriteOperation, to server: any FavouritesServer) async -> FavouriteOperationResult {
        switch operation.kind {
        case .add:
            return .answer(await server.addFavourite(imageID: operation.imageID), FavouriteOperationResult.added)
        case .remove:
            guard !operation.remoteIDs.isEmpty else { return .failed(AccountRequestFailure(.malformed("no favourite id"))) }
            for remoteID in operation.remoteIDs {
                if case .failure(let failure) = await server.removeFavourite(remoteID: remoteID) { return .failed(failure) }
            }
            return .removed
        }
    }

    func read(from server: any FavouritesServer) async -> Result<FavouritesListing, AccountRequestFailure> {
        await FavouritesListing.read(from: server)
    }

    /// A removal a listing found more ids for while it was on its way is done in part: it
    /// sends them next.
    func settlement(
        of operation: FavouriteOperation, _ sent: FavouriteOperationResult, in state: FavouritesState
    ) -> OutboxSettlement<FavouritesMessage, AccountRequestFailure> {
        switch sent {
        case .added(let outcome):
            return .answered(.addAnswered(operationID: operation.id, outcome))
        case .removed:
            let found = state.outbox.first { $0.id == operation.id }.map { Set($0.remoteIDs).subtracting(operation.remoteIDs) } ?? []
            return .answered(found.isEmpty ? .removeAnswered(operationID: operation.id) : .removeAnsweredInPart(operationID: operation.id, removed: operation.remoteIDs))
        case .failed(let failure):
            return .failed(failure)
        case .heldBack(let reason):
            return .heldBack(reason)
        }
    }

    func rolledBack(_ operation: FavouriteOperation, error: ListingLoadError) -> FavouritesLabel {
        .rolledBack(operation.kind == .add ? .add : .remove, imageID: operation.imageID, error: error)
    }
}

extension FavouritesMessage {
    /// A change the user made (not an answer of the server).
    public var isUsersChange: Bool {
        switch self {
        case .added, .removed, .removalUndone: true
        default: false
        }
    }
}

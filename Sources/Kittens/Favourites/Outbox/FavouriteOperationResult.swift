/// What came of one operation's job: the server's answer, or that it was held back.
public enum FavouriteOperationResult: Equatable, Sendable {
    case added(FavouriteAddOutcome)
    case removed
    case failed(AccountRequestFailure)
    /// Not sent: the favourites file does not keep the change (its last write failed, for the
    /// reason given).
    case heldBack(String)

    /// Sends `operation`: an add, or a removal of every server id of its picture, one after
    /// the other (a failure stops it; sent again, the ids removed already are not listed).
    public static func send(_ operation: FavouriteOperation, to server: any FavouritesServer) async -> Self {
        switch operation.kind {
        case .add:
            switch await server.addFavourite(imageID: operation.imageID) {
            case .success(let outcome): return .added(outcome)
            case .failure(let failure): return .failed(failure)
            }
        case .remove:
            guard !operation.remoteIDs.isEmpty else { return .failed(AccountRequestFailure(.malformed("no favourite id"))) }
            for remoteID in operation.remoteIDs {
                if case .failure(let failure) = await server.removeFavourite(remoteID: remoteID) { return .failed(failure) }
            }
            return .removed
        }
    }
}

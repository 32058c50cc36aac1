/// What the server answered to one operation: the output of its job.
public enum FavouriteOperationResult: Equatable, Sendable {
    case added(FavouriteAddOutcome)
    case removed
    case failed(FavouritesRequestFailure)

    public static func send(_ operation: FavouriteOperation, to server: any FavouritesServer) async -> Self {
        switch operation.kind {
        case .add:
            switch await server.addFavourite(imageID: operation.imageID) {
            case .success(let outcome): return .added(outcome)
            case .failure(let failure): return .failed(failure)
            }
        case .remove:
            guard let remoteID = operation.remoteID else { return .failed(FavouritesRequestFailure(.malformed("no favourite id"))) }
            switch await server.removeFavourite(remoteID: remoteID) {
            case .success: return .removed
            case .failure(let failure): return .failed(failure)
            }
        }
    }
}

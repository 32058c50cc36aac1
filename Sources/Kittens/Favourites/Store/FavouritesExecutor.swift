#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KittensSupport
import MVI

/// What the favourites executor works through.
public typealias FavouritesScope = ExecutorScope<FavouritesState, FavouritesMessage, FavouritesLabel>

/// Makes each change here at once (optimistic), writes the file after it, and, while a key is
/// known (`FavouritesState.usesServer`) and there is a data source, tells the server: a change
/// the server refuses is taken back with a label saying why. Otherwise favourites live in the
/// file only.
public struct FavouritesExecutor: Executor {
    public typealias State = FavouritesState
    public typealias Message = FavouritesMessage
    public typealias Label = FavouritesLabel
    public typealias Action = Never

    /// At most this many favourites made here are sent to the server by one sync; the rest go
    /// with the next, so that a long list made offline never floods the server.
    public static let maximumSentPerSync = 20

    let dataSource: (any FavouritesDataSource)?
    let writes: FavouritesWrites
    let now: @Sendable () -> Date

    /// `dataSource` nil keeps the favourites here only, whatever the key (a replay). `now` dates
    /// new favourites.
    public init(dataSource: (any FavouritesDataSource)?, writes: FavouritesWrites, now: @escaping @Sendable () -> Date = { Date() }) {
        self.dataSource = dataSource
        self.writes = writes
        self.now = now
    }

    public func execute(intent: FavouritesIntent, in scope: some FavouritesScope) {
        switch intent {
        case .toggle(let imageID, let url):
            if scope.state.isFavourite(imageID) { remove(imageID, in: scope) } else { add(imageID, url: url, in: scope) }
        case .add(let imageID, let url):
            add(imageID, url: url, in: scope)
        case .remove(let imageID):
            remove(imageID, in: scope)
        case .undoRemoval:
            guard let removal = scope.state.lastRemoval, !scope.state.isFavourite(removal.favourite.imageID) else { return }
            scope.dispatch(.removalUndone(pending: server(in: scope) != nil))
            save(in: scope)
            send(removal.favourite.imageID, in: scope)
        case .sync:
            sync(in: scope)
        case .keyChanged(let isSet):
            guard isSet != scope.state.usesServer else { return }
            scope.dispatch(.serverUsed(isSet))
            if isSet { sync(in: scope) }
        }
    }

    /// The data source while a key is known.
    private func server(in scope: some FavouritesScope) -> (any FavouritesDataSource)? {
        scope.state.usesServer ? dataSource : nil
    }

    private func add(_ imageID: String, url: URL, in scope: some FavouritesScope) {
        guard FavouriteLimits.accepts(id: imageID), url.isWebURL, !scope.state.isFavourite(imageID) else { return }
        scope.dispatch(.added(Favourite(imageID: imageID, url: url, created: now()), pending: server(in: scope) != nil))
        save(in: scope)
        send(imageID, in: scope)
    }

    private func remove(_ imageID: String, in scope: some FavouritesScope) {
        guard let favourite = scope.state.favourite(imageID) else { return }
        let remoteID = favourite.remoteID
        let dataSource = server(in: scope)
        let tellsServer = dataSource != nil && remoteID != nil
        // A favourite whose add is still on its way: that request is dropped.
        if !tellsServer { scope.cancel(.favourite(imageID)) }
        scope.dispatch(.removed(imageID: imageID, pending: tellsServer))
        scope.publish(.removed(imageID: imageID))
        save(in: scope)
        guard let dataSource, let remoteID, let removal = scope.state.lastRemoval else { return }
        scope.launch(.favourite(imageID), { await dataSource.remove(remoteID: remoteID) }, completion: { result in
            switch result {
            case .success:
                scope.dispatch(.removeConfirmed(imageID: imageID))
            case .failure(let error):
                scope.dispatch(.removeRolledBack(removal))
                scope.publish(.rolledBack(.remove, imageID: imageID, error: error))
                save(in: scope)
            }
        })
    }

    /// Adds the favourite `imageID` on the server, when there is one to tell.
    private func send(_ imageID: String, in scope: some FavouritesScope) {
        guard let dataSource = server(in: scope) else { return }
        scope.launch(.favourite(imageID), { await dataSource.add(imageID: imageID) }, completion: { result in
            switch result {
            case .success(let remoteID):
                scope.dispatch(.addConfirmed(imageID: imageID, remoteID: remoteID))
            case .failure(let error):
                scope.dispatch(.addRolledBack(imageID: imageID))
                scope.publish(.rolledBack(.add, imageID: imageID, error: error))
            }
            save(in: scope)
        })
    }

    private func sync(in scope: some FavouritesScope) {
        guard let dataSource = server(in: scope), !scope.state.isSyncing else { return }
        scope.dispatch(.syncStarted)
        scope.launch(.favouritesSync, { await dataSource.list() }, completion: { result in
            switch result {
            case .success(let remote):
                let merged = FavouritesMerge.merge(remote, into: scope.state)
                let sending = FavouritesMerge.unsent(in: merged, pending: scope.state.pending)
                    .prefix(Self.maximumSentPerSync).map(\.imageID)
                scope.dispatch(.synced(remote, sending: sending))
                save(in: scope)
                for imageID in sending { send(imageID, in: scope) }
            case .failure(let error):
                scope.dispatch(.syncFailed)
                scope.publish(.syncFailed(error))
            }
        })
    }

    /// Writes the favourites as they are now, queued at once behind the writes before
    /// (`FavouritesWrites`); only the newest write's outcome is reduced. A file that could not
    /// be read is left alone, and the label says the favourites were not saved.
    private func save(in scope: some FavouritesScope) {
        if let problem = scope.state.fileProblem {
            scope.publish(.notSaved(problem))
            return
        }
        let outcome = writes.start(scope.state.favourites)
        scope.launch(.favouritesFileWrite, outcome, completion: { failure in
            if let failure { scope.publish(.notSaved(failure)) }
        })
    }
}

import Glibc
import Kittens
import KittensNetwork
import KittensSupport
import Outbox

/// What an outbox store (favourites, votes) is made with. Live: its file (`OutboxFile`), and
/// TheCatAPI's account under the kept `sub_id` through the session's network; in a replay,
/// nothing kept, no server, and nothing written.
@MainActor
struct OutboxDependencies<Format: OutboxFileFormat, Source: TheCatAPIAccountSource> {
    let stored: StoredOutbox<Format.Persisted>
    let server: LiveAccountDataSource<Source>?
    let writes: OutboxWrites<Format.Persisted>

    /// `subID` is the account's `sub_id`, from what the file held and the kept settings.
    init(_ environment: SessionEnvironment, subID: (StoredOutbox<Format.Persisted>, SettingsStorage) -> String) {
        guard !environment.isReplay, let storage = environment.keptSettings else {
            stored = StoredOutbox()
            server = nil
            // A replay never changes the file.
            writes = OutboxWrites(label: "kittens.replay-writes") { _ throws(FileWriteFailure) in
                throw FileWriteFailure(step: .write, errno: EROFS)
            }
            return
        }
        let file = OutboxFile<Format>()
        stored = file.read()
        let server = LiveAccountDataSource<Source>(base: environment.configuration.apiBase, subID: subID(stored, storage))
        environment.network.register(server)
        self.server = server
        writes = OutboxWrites(label: "kittens.\(Format.records)-writes") { persisted throws(FileWriteFailure) in try file.write(persisted) }
    }
}

extension OutboxDependencies {
    /// Tells `accountChanged` the account of `key` (nil without a key) under this store's
    /// `sub_id`, which starts a sync and sends the changes waiting for it; nothing in a replay,
    /// which has no server.
    func keyInUse(_ key: APIKey?, accountChanged: (TheCatAPIAccount?) -> Void) {
        guard let server else { return }
        accountChanged(.of(base: server.base, subID: server.subID, apiKey: key))
    }
}

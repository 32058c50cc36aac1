import MVI
import MVITesting

/// A toy feature for the store property tester: names kept on a fake server that answers an
/// add with an id, and removes by id. `NamesExecutor(fixed: false)` has the race the tester
/// must find: a removal while the add is on its way drops the add's answer, so the server
/// keeps a name the user removed.
struct NamesState: Equatable, Sendable {
    var names: Set<String> = []
    var ids: [String: Int] = [:]
    /// Removals waiting for their add's answer (the fixed executor only).
    var removeAfterAdd: Set<String> = []
}

enum NamesIntent: Equatable, Sendable {
    case add(String)
    case remove(String)
}

enum NamesMessage: Equatable, Sendable {
    case added(String)
    case removed(String)
    case idKnown(String, Int)
    case removalQueued(String)
    case removalDone(String)
}

struct NamesReducer: Reducer {
    func reduce(into state: inout NamesState, _ message: NamesMessage) {
        switch message {
        case .added(let name): state.names.insert(name)
        case .removed(let name): state.names.remove(name)
        case .idKnown(let name, let id): state.ids[name] = id
        case .removalQueued(let name): state.removeAfterAdd.insert(name)
        case .removalDone(let name):
            state.ids[name] = nil
            state.removeAfterAdd.remove(name)
        }
    }
}

/// The fake server: names by id; and what the app kept on its disk, which a persisting
/// executor writes after each change.
@MainActor
final class NamesServer {
    var names: [Int: String] = [:]
    var kept: NamesState?
    private var nextID = 1

    func add(_ name: String) -> Int {
        defer { nextID += 1 }
        names[nextID] = name
        return nextID
    }

    func remove(_ id: Int) {
        names[id] = nil
    }
}

struct NamesExecutor: Executor {
    typealias State = NamesState
    typealias Message = NamesMessage

    let server: NamesServer
    let fixed: Bool
    /// Whether the state is written to `server.kept` after each change.
    var persists = false

    func execute(intent: NamesIntent, in scope: some ExecutorScope<NamesState, NamesMessage, Never>) {
        switch intent {
        case .add(let name):
            // A name whose earlier add or removal is still on its way is not added again.
            guard !scope.state.names.contains(name), scope.state.ids[name] == nil, !scope.isRunning(JobKey("names-\(name)")) else { return }
            dispatch(.added(name), in: scope)
            let server = server
            scope.launch(JobKey("names-\(name)"), { await server.add(name) }, completion: { id in
                dispatch(.idKnown(name, id), in: scope)
                if scope.state.removeAfterAdd.contains(name) { sendRemoval(name, id: id, in: scope) }
            })
        case .remove(let name):
            guard scope.state.names.contains(name) else { return }
            dispatch(.removed(name), in: scope)
            if let id = scope.state.ids[name] {
                sendRemoval(name, id: id, in: scope)
            } else if fixed {
                dispatch(.removalQueued(name), in: scope)
            } else {
                scope.cancel(JobKey("names-\(name)"))
            }
        }
    }

    private func dispatch(_ message: NamesMessage, in scope: some ExecutorScope<NamesState, NamesMessage, Never>) {
        scope.dispatch(message)
        if persists { server.kept = scope.state }
    }

    private func sendRemoval(_ name: String, id: Int, in scope: some ExecutorScope<NamesState, NamesMessage, Never>) {
        let server = server
        scope.launch(JobKey("names-\(name)"), { await server.remove(id) }, completion: { _ in
            dispatch(.removalDone(name), in: scope)
        })
    }
}

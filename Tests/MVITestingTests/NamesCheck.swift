import MVI
import MVITesting

typealias NamesCheck = StorePropertyCheck<NamesServer, NamesExecutor, NamesReducer>

/// Worlds made by a names check: one per case and per replay.
@MainActor
final class WorldCount {
    var made = 0
}

/// A property check of the names store, its source written as the store is made; the tests of
/// the tester change what they test and leave the rest as here.
@MainActor
func namesCheck(
    _ configuration: StorePropertyConfiguration, fixed: Bool, persists: Bool = false,
    environment: [String: String] = [:], worlds: WorldCount = WorldCount(),
    intent: @escaping @MainActor (inout PropertyRandom, NamesServer, NamesState) -> NamesIntent? = { random, _, _ in
        let name = random.element(of: ["a", "b"]) ?? "a"
        return random.chance(0.5) ? .add(name) : .remove(name)
    },
    event: @escaping @MainActor (inout PropertyRandom, NamesServer) -> PropertyEvent<NamesServer>? = { _, _ in nil },
    invariant: @escaping @MainActor (NamesServer, NamesState) -> String? = { _, state in
        state.names.count <= 2 ? nil : "more names than were ever added"
    },
    settle: @escaping @MainActor (NamesServer) -> [NamesIntent] = { _ in [] },
    checksQuiet: Bool = false
) -> NamesCheck {
    let initial = persists ? "world.kept ?? NamesState()" : "NamesState()"
    let executor = "NamesExecutor(server: world, fixed: \(fixed)\(persists ? ", persists: true" : ""))"
    return NamesCheck(
        configuration: configuration,
        makeWorld: {
            worlds.made += 1
            return NamesServer()
        },
        makeStore: { server in
            TestStore(
                initialState: persists ? server.kept ?? NamesState() : NamesState(),
                executor: NamesExecutor(server: server, fixed: fixed, persists: persists), reducer: NamesReducer())
        },
        intent: intent, event: event, invariant: invariant, settle: settle, quietInvariant: checksQuiet ? quietProblem : nil,
        settledInvariant: settledProblem,
        source: .init(
            world: "NamesServer()",
            store: "TestStore(initialState: \(initial), executor: \(executor), reducer: NamesReducer())",
            settle: "// nothing to heal", invariant: "settledProblem(world, store.state)",
            quietInvariant: checksQuiet ? "quietProblem(world, store.state)" : nil,
            intent: { intent in
                switch intent {
                case .add(let name): ".add(\"\(name)\")"
                case .remove(let name): ".remove(\"\(name)\")"
                }
            }),
        environment: environment)
}

/// What the settled invariant of the names tests says is wrong, for reproductions.
@MainActor func settledProblem(_ server: NamesServer, _ state: NamesState) -> String? {
    Set(server.names.values) == state.names ? nil : "the server keeps \(server.names.values.sorted()), the user \(state.names.sorted())"
}

/// What the quiet check of the names tests says waits: a name the server lacks once every job
/// ran, before `settle`'s intents.
@MainActor func quietProblem(_ server: NamesServer, _ state: NamesState) -> String? {
    settledProblem(server, state).map { "unsent: " + $0 }
}

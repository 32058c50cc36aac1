import MVI

/// One step of a `StorePropertyCheck` case, recorded so that the case can run again without
/// its random source (to shrink it) and be written as a plain `TestStore` test.
public enum PropertyStep<Intent, World> {
    /// `store.send(intent)`.
    case send(Intent)
    /// `await store.perform(job:)`: the job's work is done, its answer held (on its way).
    case perform(JobKey?)
    /// `store.deliver(job:)`: a performed job's answer arrives.
    case deliver(JobKey?)
    /// `await store.run(job:)`: work and answer at once.
    case run(JobKey?)
    /// Something the world does (a fake server failing the next request, say).
    case event(PropertyEvent<World>)
    /// The app quits and starts again from what the world kept: answers on their way never
    /// arrive (those performed did reach the other side).
    case restart
}

/// Something the test's world does between the store's steps, with the Swift source that does
/// the same in a written test (`world.server.failNext(.unreachable)`).
public struct PropertyEvent<World> {
    /// The event as a line of Swift, of `world`.
    public let source: String
    /// Does it to the world.
    public let apply: @MainActor (World) -> Void

    /// The event that `source` writes and `apply` does.
    public init(_ source: String, apply: @escaping @MainActor (World) -> Void) {
        self.source = source
        self.apply = apply
    }
}

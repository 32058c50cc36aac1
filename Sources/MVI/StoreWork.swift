/// One unit of work of a store: everything it does runs as one of these, one at a time. Work
/// that arrives while another unit runs (an intent sent by a subscriber, a job result handed
/// over inside a nested main loop) waits in the store's queue and runs after it, in order.
///
/// Holds nothing that needs releasing but the intent, so that handing an intent through
/// costs nothing more than the intent.
@usableFromInline
enum StoreWork<Intent> {
    /// An intent from `accept`.
    case intent(Intent)
    /// Running the bootstrapper, from `start`.
    case start
    /// Handing the output of the job launched as `job` to its completion, unless the job was
    /// cancelled by the time this runs.
    case jobResult(job: UInt64)
}

import MVI

/// The jobs of one outbox store, named after its records ("favourites", "votes") so that the
/// jobs of two outboxes never share a key: the listing, the write of the file, the wait before
/// sending again, and one request per operation.
public struct OutboxJobs: Sendable {
    /// The listing of the server's records, every page.
    public let sync: JobKey
    /// A write of the store's file.
    public let fileWrite: JobKey
    /// The wait before sending again after a failure.
    public let retry: JobKey
    private let records: String

    public init(records: String) {
        self.records = records
        sync = JobKey("\(records)Sync")
        fileWrite = JobKey("\(records)FileWrite")
        retry = JobKey("\(records)Retry")
    }

    /// The request of the operation `id`.
    public func operation(_ id: Int) -> JobKey {
        JobKey("\(records)-operation-\(id)")
    }
}

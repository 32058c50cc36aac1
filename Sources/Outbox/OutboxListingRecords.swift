/// The records of a listing read page by page (`OutboxListing.read`), each subject once: the
/// record `replaces` prefers, and the server ids of the others (a subject the server holds more
/// than once: a change sent again after its answer was lost, or one made elsewhere).
public struct OutboxListingRecords<Record, Subject: Hashable, ID: Hashable> {
    /// Each subject once, in the order first listed.
    public private(set) var records: [Record] = []
    private var others: [Subject: [ID]] = [:]
    private var indexBySubject: [Subject: Int] = [:]
    private var idsTaken: Set<ID> = []
    /// A record was listed twice, by id: the pages overlapped (the server ordered its records
    /// differently from one page to the next, or records were added or removed while they were
    /// read), so a record may be on none, whatever the count says.
    public private(set) var hasRecordListedTwice = false
    private let subject: KeyPath<Record, Subject>
    private let id: KeyPath<Record, ID>
    private let maximumRecords: Int
    private let maximumOtherIDs: Int
    private let replaces: (_ listed: Record, _ kept: Record) -> Bool

    /// Keeps at most `maximumRecords` subjects and `maximumOtherIDs` other ids of each;
    /// `replaces` says whether a record listed later takes the place of the one kept.
    public init(
        subject: KeyPath<Record, Subject>, id: KeyPath<Record, ID>, maximumRecords: Int, maximumOtherIDs: Int,
        replaces: @escaping (_ listed: Record, _ kept: Record) -> Bool
    ) {
        self.subject = subject
        self.id = id
        self.maximumRecords = maximumRecords
        self.maximumOtherIDs = maximumOtherIDs
        self.replaces = replaces
    }

    /// Per subject listed more than once, the ids of its records not kept.
    public var otherIDs: [Subject: [ID]] { others.filter { !$0.value.isEmpty } }

    /// Takes in the records of a page; false once past `maximumRecords` subjects, or for a page
    /// of nothing but records taken before (a server that answers the same page whatever page
    /// is asked for): the listing is then incomplete.
    public mutating func take(_ page: some Sequence<Record>) -> Bool {
        var isOnlyRepeats = true
        var isEmpty = true
        for record in page {
            isEmpty = false
            if idsTaken.insert(record[keyPath: id]).inserted {
                isOnlyRepeats = false
            } else {
                hasRecordListedTwice = true
            }
            let key = record[keyPath: subject]
            guard let index = indexBySubject[key] else {
                guard records.count < maximumRecords else { return false }
                indexBySubject[key] = records.count
                records.append(record)
                continue
            }
            var other = record
            if replaces(record, records[index]) {
                other = records[index]
                records[index] = record
            }
            var ids = others[key] ?? []
            let otherID = other[keyPath: id]
            if otherID != records[index][keyPath: id], !ids.contains(otherID), ids.count < maximumOtherIDs {
                ids.append(otherID)
            }
            others[key] = ids
        }
        return isEmpty || !isOnlyRepeats
    }
}

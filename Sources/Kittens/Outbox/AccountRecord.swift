/// A record TheCatAPI keeps for an account (a favourite, a vote), as its listing reads it: what
/// `AccountPage` and `AccountListing` hold.
public protocol AccountRecord: Equatable, Sendable, Codable {
    /// The server's id of the record.
    var remoteID: String { get }
    /// The picture the record is of; a listing keeps one record a picture.
    var imageID: String { get }
    /// What a page and a listing call their records when coded ("favourites", "votes"), so that
    /// recordings read the same whatever the kind.
    static var codingName: String { get }
    /// Whether a listing keeps this record, listed after `kept` of the same picture, in its place.
    func replaces(listedBefore kept: Self) -> Bool
}

/// The coding key of a page's and a listing's records (`AccountRecord.codingName`) and of their
/// other fields.
struct AccountCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}

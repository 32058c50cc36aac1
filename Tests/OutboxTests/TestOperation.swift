import Outbox

/// A change of a feature the tests make up: a vote-like operation on a picture, cast or
/// withdrawn, that needs a server id before a withdrawal can be sent.
struct TestOperation: OutboxOperation {
    enum Kind: Equatable {
        case cast(Int)
        case withdraw
    }

    var id: Int
    var kind: Kind
    var subject: String
    var serverID: String?
    var wasSent = false
    var awaitsListing = false

    var isReadyToSend: Bool { !awaitsListing && (kind != .withdraw || serverID != nil) }

    var isCast: Bool { if case .cast = kind { true } else { false } }
}

extension OutboxQueue where Operation == TestOperation {
    mutating func cast(_ value: Int, _ subject: String) {
        append { TestOperation(id: $0, kind: .cast(value), subject: subject) }
    }

    mutating func withdraw(_ subject: String, serverID: String? = nil) {
        append { TestOperation(id: $0, kind: .withdraw, subject: subject, serverID: serverID) }
    }
}

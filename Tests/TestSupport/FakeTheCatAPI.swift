import Dispatch
import Foundation
import Locking
import LoopbackHTTP

/// TheCatAPI as its documentation describes it, on 127.0.0.1: a page of pictures at
/// `/v1/images/search`, and favourites per account (the `x-api-key`) and `sub_id` at
/// `/v1/favourites`: `GET` a page at a time (`limit` at most 100 and 100 when not given, `page`
/// from 0, ordered by id, the total in `Pagination-Count`), `POST` (`{"message":"SUCCESS","id":N}`,
/// a picture favourited twice is 400 `DUPLICATE_FAVOURITE`), `DELETE /v1/favourites/{id}` (404
/// when the account has no such favourite). Requests without a key, or with one it was not told
/// of when it was told of keys, are 401.
///
/// On command it fails the next requests (of a method, or any) with a status (and `Retry-After`,
/// in seconds or as an HTTP date), and holds its answers to a method, after making the change,
/// until the test releases them: the change is on the server while the answer is on its way. It
/// counts what it holds. It is as hostile as the real one on command too: favourites no client
/// can use (`keepUnusableEntry`), a picture kept twice (`seed` it twice), listings without
/// `Pagination-Count` (`omitsCount`), pages smaller than asked for (`pageSizeCap`), and a listing answered `200 []` (`answerNextListingEmpty`);
/// keys it was not told of are refused (401). Votes at `/v1/votes` likewise
/// (`FakeTheCatAPI+Votes.swift`); `dropsConnections` resets every connection, as a network gone.
public final class FakeTheCatAPI: Sendable {
    /// A favourite as the server keeps it.
    public struct Favourite: Sendable, Equatable {
        public let id: Int
        public let imageID: String
        public let subID: String
    }

    struct Failure {
        /// nil: any method.
        let method: String?
        let status: Int
        let retryAfter: String?
    }

    struct Contents {
        var favourites: [String: [Favourite]] = [:]
        var votes: [String: [Vote]] = [:]
        var dropsConnections = false
        var nextID = 1000
        var failures: [Failure] = []
        var heldMethod: String?
        /// Held before the change is made (the request is late), not after (the answer is).
        var holdsBeforeTheChange = false
        var held = 0
        var omitsCount = false
        var pageSizeCap: Int?
        var emptyListings = 0
    }

    let contents = Locked(Contents())
    private let release = DispatchSemaphore(value: 0)
    private let pictures: [String]
    private let keys: Set<String>?
    private let server: Locked<LoopbackHTTPServer?> = Locked(nil)

    /// Serves `pictures` as the one page of `/v1/images/search`; with `keys`, favourites only
    /// to those accounts (another key is 401), else to any key.
    public init(pictures: [String] = ["cat1"], keys: Set<String>? = nil) throws {
        self.pictures = pictures
        self.keys = keys
        let loopback = try LoopbackHTTPServer { [weak self] request in
            self?.answer(request) ?? .status(503)
        }
        server.withLock { $0 = loopback }
    }

    private var loopback: LoopbackHTTPServer? { server.withLock { $0 } }

    /// `path` on the fake: `url("/v1/images/search")`.
    public func url(_ path: String) -> URL {
        loopback?.url(path) ?? URL(fileURLWithPath: "/nonexistent")
    }

    /// Every request so far.
    public var requests: [LoopbackRequest] { loopback?.requests ?? [] }

    /// Whether every connection is reset once its request is read, as a network gone; the
    /// request changes nothing.
    public var dropsConnections: Bool {
        get { contents.withLock { $0.dropsConnections } }
        set { contents.withLock { $0.dropsConnections = newValue } }
    }

    /// How many requests of `method` to a path starting with `prefix` arrived.
    public func count(_ method: String, _ prefix: String = "/v1/favourites") -> Int {
        requests.filter { $0.method == method && $0.path.hasPrefix(prefix) }.count
    }

    /// The favourites of the account `key`, by id.
    public func favourites(key: String) -> [Favourite] {
        contents.withLock { $0.favourites[key] ?? [] }
    }

    /// The favourites of the account `key` under `subID`, by id.
    public func favourites(key: String, subID: String) -> [Favourite] {
        favourites(key: key).filter { $0.subID == subID }
    }

    /// Gives the account `key` favourites of `imageIDs` under `subID`; an empty `subID` stands
    /// for whatever `sub_id` asks (a test that does not know the app's).
    public func seed(key: String, subID: String, imageIDs: [String]) {
        contents.withLock { contents in
            for imageID in imageIDs {
                contents.favourites[key, default: []].append(Favourite(id: contents.nextID, imageID: imageID, subID: subID))
                contents.nextID += 1
            }
        }
    }

    /// Keeps a favourite of the account `key` under `subID` whose image id no client can use.
    public func keepUnusableEntry(key: String, subID: String) {
        seed(key: key, subID: subID, imageIDs: [Self.unusableImageID])
    }

    /// An image id no client can use (it holds a space).
    public static let unusableImageID = "not an id"

    /// Whether listings leave out `Pagination-Count`.
    public var omitsCount: Bool {
        get { contents.withLock { $0.omitsCount } }
        set { contents.withLock { $0.omitsCount = newValue } }
    }

    /// At most this many entries a listing page, whatever the `limit` asked, paged by it
    /// (`Pagination-Limit` says it): a smaller cap than the documentation's 100.
    public var pageSizeCap: Int? {
        get { contents.withLock { $0.pageSizeCap } }
        set { contents.withLock { $0.pageSizeCap = newValue } }
    }

    /// The next listing page is answered `200 []` (with a count of 0 unless `omitsCount`),
    /// whatever the account keeps: a cache's or a proxy's answer.
    public func answerNextListingEmpty() {
        contents.withLock { $0.emptyListings += 1 }
    }

    /// The next `count` requests of `method` (nil: of any method) fail with `status` (and
    /// `Retry-After` when given), changing nothing.
    public func failNext(_ method: String?, status: Int, retryAfter: String? = nil, count: Int = 1) {
        contents.withLock { $0.failures += Array(repeating: Failure(method: method, status: status, retryAfter: retryAfter), count: count) }
    }

    /// Answers to favourites' requests of `method` wait, their change made, until `releaseAnswers()`; with
    /// `beforeTheChange`, the requests themselves wait, and their change is made when released.
    public func holdAnswers(to method: String, beforeTheChange: Bool = false) {
        contents.withLock { contents in
            contents.heldMethod = method
            contents.holdsBeforeTheChange = beforeTheChange
        }
    }

    /// Answers from now on are sent at once; those held still wait for `releaseAnswers()`.
    public func holdNoMoreAnswers() {
        contents.withLock { $0.heldMethod = nil }
    }

    /// How many answers wait now.
    public var heldAnswers: Int { contents.withLock { $0.held } }

    /// Sends every held answer, and holds no more.
    public func releaseAnswers() {
        let held = contents.withLock { contents in
            contents.heldMethod = nil
            defer { contents.held = 0 }
            return contents.held
        }
        for _ in 0..<held { release.signal() }
    }

    public func stop() {
        releaseAnswers()
        loopback?.stop()
    }

    private func answer(_ request: LoopbackRequest) -> LoopbackResponse {
        if request.method == "GET" && request.path == "/v1/images/search" {
            let entries = pictures.map { #"{"id":"\#($0)","url":"http://127.0.0.1:9/\#($0).png","width":10,"height":10}"# }
            return .json(Data(("[" + entries.joined(separator: ",") + "]").utf8))
        }
        if contents.withLock({ $0.dropsConnections }) { return LoopbackResponse(body: Data("{}".utf8), ending: .resetAfter(bytes: 0)) }
        let isVotes = request.path.hasPrefix("/v1/votes")
        guard request.path.hasPrefix("/v1/favourites") || isVotes else { return .status(404) }
        guard let key = request.header("x-api-key"), !key.isEmpty, keys?.contains(key) ?? true else { return .json(Data(#"{"message":"AUTHENTICATION_ERROR"}"#.utf8), status: 401) }
        let holdsRequest = contents.withLock { contents in
            let holds = !isVotes && contents.heldMethod == request.method && contents.holdsBeforeTheChange
            if holds { contents.held += 1 }
            return holds
        }
        if holdsRequest { release.wait() }
        let (response, holds): (LoopbackResponse, Bool) = contents.withLock { contents in
            if let index = contents.failures.firstIndex(where: { $0.method == nil || $0.method == request.method }) {
                let failure = contents.failures.remove(at: index)
                var response = LoopbackResponse.json(Data(#"{"message":"FAILED"}"#.utf8), status: failure.status)
                if let retryAfter = failure.retryAfter { response.headers.append((name: "Retry-After", value: retryAfter)) }
                return (response, false)
            }
            let response = isVotes ? Self.applyVote(request, key: key, to: &contents) : Self.apply(request, key: key, to: &contents)
            let holds = !isVotes && !holdsRequest && contents.heldMethod == request.method && !contents.holdsBeforeTheChange
            if holds { contents.held += 1 }
            return (response, holds)
        }
        if holds { release.wait() }
        return response
    }

    private static func apply(_ request: LoopbackRequest, key: String, to contents: inout Contents) -> LoopbackResponse {
        switch request.method {
        case "GET":
            let subID = request.queryValue("sub_id") ?? ""
            let mine = (contents.favourites[key] ?? []).filter { $0.subID == subID || $0.subID.isEmpty }
            let limit = min(max(Int(request.queryValue("limit") ?? "") ?? 100, 1), 100, contents.pageSizeCap ?? .max)
            let page = max(Int(request.queryValue("page") ?? "") ?? 0, 0)
            let isEmpty = contents.emptyListings > 0
            if isEmpty { contents.emptyListings -= 1 }
            let entries = (isEmpty ? [] : mine).dropFirst(page * limit).prefix(limit).map { favourite in
                #"{"id":\#(favourite.id),"user_id":"u","image_id":"\#(favourite.imageID)","sub_id":"\#(favourite.subID)","created_at":"2023-11-14T22:13:20.000Z","image":{"id":"\#(favourite.imageID)","url":"http://127.0.0.1:9/\#(favourite.imageID).png"}}"#
            }
            var response = LoopbackResponse.json(Data(("[" + entries.joined(separator: ",") + "]").utf8))
            response.headers += [(name: "Pagination-Page", value: String(page)), (name: "Pagination-Limit", value: String(limit))]
            if !contents.omitsCount { response.headers.append((name: "Pagination-Count", value: String(isEmpty ? 0 : mine.count))) }
            return response
        case "POST":
            guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                  let imageID = body["image_id"] as? String, let subID = body["sub_id"] as? String
            else { return .json(Data(#"{"message":"INVALID_BODY"}"#.utf8), status: 400) }
            if (contents.favourites[key] ?? []).contains(where: { $0.imageID == imageID && ($0.subID == subID || $0.subID.isEmpty) }) {
                return LoopbackResponse(
                    status: 400, headers: [(name: "Content-Type", value: "text/plain")],
                    body: Data("DUPLICATE_FAVOURITE - favourites are unique for account + image_id + sub_id".utf8))
            }
            let favourite = Favourite(id: contents.nextID, imageID: imageID, subID: subID)
            contents.nextID += 1
            contents.favourites[key, default: []].append(favourite)
            return .json(Data(#"{"message":"SUCCESS","id":\#(favourite.id)}"#.utf8))
        case "DELETE":
            guard let id = Int(request.path.dropFirst("/v1/favourites/".count)),
                  let index = contents.favourites[key]?.firstIndex(where: { $0.id == id })
            else { return .json(Data(#"{"message":"NOT_FOUND"}"#.utf8), status: 404) }
            contents.favourites[key]?.remove(at: index)
            return .json(Data(#"{"message":"SUCCESS"}"#.utf8))
        default:
            return .status(405)
        }
    }
}

import Foundation
import LoopbackHTTP

/// TheCatAPI's votes as documented, per account (the `x-api-key`) and `sub_id`: `GET
/// /v1/votes?sub_id=…&limit=…&page=…` a page at a time (`limit` at most 100, ordered by id, the
/// total in `Pagination-Count`; every other entry carries its `image` with its `url`), `POST
/// /v1/votes` with `{"image_id", "sub_id", "value"}` answering 201 `{"message":"SUCCESS","id":N}`
/// (a picture may hold several votes), `DELETE /v1/votes/{id}` (404 when the account has no such
/// vote). Failures, held answers and dropped connections apply as to favourites.
extension FakeTheCatAPI {
    /// A vote as the server keeps it.
    public struct Vote: Sendable, Equatable {
        public let id: Int
        public let imageID: String
        public let subID: String
        /// As sent: 1 up, 0 (or less) down.
        public let value: Int
    }

    /// The votes of the account `key`, by id.
    public func votes(key: String) -> [Vote] {
        contents.withLock { $0.votes[key] ?? [] }
    }

    /// Each picture's values of the account `key`, in the order voted.
    public func voteValues(key: String) -> [String: [Int]] {
        Dictionary(grouping: votes(key: key), by: \.imageID).mapValues { $0.map(\.value) }
    }

    /// Gives the account `key` votes of `imageIDs` (1 each) under `subID`; an empty `subID`
    /// stands for whatever `sub_id` asks.
    public func seedVotes(key: String, subID: String, imageIDs: [String], value: Int = 1) {
        contents.withLock { contents in
            for imageID in imageIDs {
                contents.votes[key, default: []].append(Vote(id: contents.nextID, imageID: imageID, subID: subID, value: value))
                contents.nextID += 1
            }
        }
    }

    static func applyVote(_ request: LoopbackRequest, key: String, to contents: inout Contents) -> LoopbackResponse {
        switch request.method {
        case "GET" where request.path == "/v1/votes":
            let subID = request.queryValue("sub_id") ?? ""
            let mine = (contents.votes[key] ?? []).filter { $0.subID == subID || $0.subID.isEmpty }
            let limit = min(max(Int(request.queryValue("limit") ?? "") ?? 100, 1), 100, contents.pageSizeCap ?? .max)
            let page = max(Int(request.queryValue("page") ?? "") ?? 0, 0)
            let entries = mine.dropFirst(page * limit).prefix(limit).map { vote in
                let created = Date(timeIntervalSince1970: TimeInterval(1_700_000_000 + vote.id)).ISO8601Format()
                let image = vote.id % 2 == 0 ? #","image":{"id":"\#(vote.imageID)","url":"http://127.0.0.1:9/\#(vote.imageID).png"}"# : ""
                return #"{"id":\#(vote.id),"image_id":"\#(vote.imageID)","sub_id":"\#(vote.subID)","value":\#(vote.value),"created_at":"\#(created)","country_code":"DE"\#(image)}"#
            }
            var response = LoopbackResponse.json(Data(("[" + entries.joined(separator: ",") + "]").utf8))
            response.headers += [(name: "Pagination-Page", value: String(page)), (name: "Pagination-Limit", value: String(limit))]
            if !contents.omitsCount { response.headers.append((name: "Pagination-Count", value: String(mine.count))) }
            return response
        case "POST" where request.path == "/v1/votes":
            guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                  let imageID = body["image_id"] as? String, let subID = body["sub_id"] as? String, let value = body["value"] as? Int
            else { return .json(Data(#"{"message":"INVALID_BODY"}"#.utf8), status: 400) }
            let vote = Vote(id: contents.nextID, imageID: imageID, subID: subID, value: value)
            contents.nextID += 1
            contents.votes[key, default: []].append(vote)
            return .json(Data(#"{"message":"SUCCESS","id":\#(vote.id),"image_id":"\#(imageID)","value":\#(value)}"#.utf8), status: 201)
        case "DELETE":
            guard let id = Int(request.path.dropFirst("/v1/votes/".count)),
                  let index = contents.votes[key]?.firstIndex(where: { $0.id == id })
            else { return .json(Data(#"{"message":"NOT_FOUND"}"#.utf8), status: 404) }
            contents.votes[key]?.remove(at: index)
            return .json(Data(#"{"message":"SUCCESS"}"#.utf8))
        default:
            return .status(405)
        }
    }
}

import FoundationEssentials

/// Reads TheCatAPI's votes answers, as hostile input, as favourites' are read
/// (`FavouritesAnswerParser`): total per entry, ids bounded and checked (`FavouriteLimits`),
/// URLs checked as any web URL. An entry may or may not carry an `image` with its `url`.
public enum VotesAnswerParser {
    /// A page of `GET /votes`: every usable entry, and how many entries it held, usable or not.
    /// Only an answer that is not a JSON array is an error.
    public static func parsePage(_ data: Data, totalCount: Int?) throws(ListingLoadError) -> VotesPage {
        let entries: [Entry] = try FavouritesAnswerParser.entries(data, of: "votes")
        return VotesPage(records: entries.compactMap(\.vote), totalCount: totalCount, entryCount: entries.count)
    }

    /// The id of the vote `POST /votes` made: `{"message": "SUCCESS", "id": …}`.
    public static func parseCast(_ data: Data) throws(ListingLoadError) -> String {
        try FavouritesAnswerParser.parseCreatedID(data, of: "vote")
    }

    /// The body of `POST /votes`: `{"image_id", "sub_id", "value"}`; nil when an id could not be
    /// sent as it is.
    public static func castBody(imageID: String, subID: String, value: VoteValue) -> Data? {
        guard FavouriteLimits.accepts(id: imageID), FavouritesSubID.accepts(subID) else { return nil }
        return Data(#"{"image_id":"\#(imageID)","sub_id":"\#(subID)","value":\#(value.serverValue)}"#.utf8)
    }

    /// One element of the list, whatever it holds: decoding it never fails.
    private struct Entry: Decodable {
        let vote: RemoteVote?

        enum CodingKeys: String, CodingKey {
            case id, imageID = "image_id", value, createdAt = "created_at", image
        }

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self),
                  let remoteID = (try? container.decodeIfPresent(FavouritesAnswerParser.ID.self, forKey: .id))??.text,
                  let imageID = (try? container.decodeIfPresent(FavouritesAnswerParser.ID.self, forKey: .imageID))??.text,
                  let value = Self.value(in: container)
            else {
                vote = nil
                return
            }
            vote = RemoteVote(
                remoteID: remoteID, imageID: imageID, value: value, url: FavouritesAnswerParser.pictureURL(in: container, forKey: .image),
                created: FavouritesAnswerParser.created(in: container, forKey: .createdAt))
        }

        /// The value, a whole number (or one written as a string); any of 0 or less is down.
        private static func value(in container: KeyedDecodingContainer<CodingKeys>) -> VoteValue? {
            if let number = try? container.decode(Int.self, forKey: .value) { return VoteValue(serverValue: number) }
            if let text = try? container.decode(String.self, forKey: .value), text.utf8.count <= 20, let number = Int(text) {
                return VoteValue(serverValue: number)
            }
            return nil
        }
    }
}

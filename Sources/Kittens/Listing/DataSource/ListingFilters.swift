/// What the listing's requests ask TheCatAPI's search for, beyond the page: `breed_ids`,
/// `mime_types`, `has_breeds=1` and `order`. `none` asks for nothing more.
public struct ListingFilters: Sendable, Hashable, Codable {
    /// Which kinds of picture.
    public enum MimeTypes: String, Sendable, Hashable, Codable, CaseIterable {
        /// Every kind: no `mime_types`.
        case any
        /// Still pictures: `mime_types=jpg,png`.
        case still
        /// Animations: `mime_types=gif`.
        case animated

        /// The value of `mime_types`, nil for `any`.
        public var queryValue: String? {
            switch self {
            case .any: nil
            case .still: "jpg,png"
            case .animated: "gif"
            }
        }
    }

    /// The order of the pictures: `order=RAND`, `ASC` or `DESC`.
    public enum Order: String, Sendable, Hashable, Codable, CaseIterable {
        case random = "RAND"
        case ascending = "ASC"
        case descending = "DESC"
    }

    /// At most this many breeds are asked for at once; more are dropped.
    public static let maxBreedIDs = 10
    /// The longest breed id, in UTF-8 bytes: longer ones are dropped here, by `BreedParser`
    /// and by `--breed`.
    public static let maxBreedIDBytes = 64

    /// TheCatAPI's breed ids, in order, each once; empty: any breed.
    public private(set) var breedIDs: [String]
    public var mimeTypes: MimeTypes
    /// Only pictures with breed data: `has_breeds=1`.
    public var hasBreeds: Bool
    /// Nil leaves the order to the server.
    public var order: Order?

    /// Nothing more than the page.
    public static let none = ListingFilters()

    /// Breed ids that are not usable (`isUsable(breedID:)`) or repeat an earlier one are
    /// dropped, and so is any past the first `maxBreedIDs`.
    public init(breedIDs: [String] = [], mimeTypes: MimeTypes = .any, hasBreeds: Bool = false, order: Order? = nil) {
        var kept: [String] = []
        for id in breedIDs where kept.count < Self.maxBreedIDs && Self.isUsable(breedID: id) && !kept.contains(id) {
            kept.append(id)
        }
        self.breedIDs = kept
        self.mimeTypes = mimeTypes
        self.hasBreeds = hasBreeds
        self.order = order
    }

    /// These filters with `ids` for the breeds instead, kept as `init` keeps them.
    public func replacing(breedIDs ids: [String]) -> ListingFilters {
        ListingFilters(breedIDs: ids, mimeTypes: mimeTypes, hasBreeds: hasBreeds, order: order)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            breedIDs: try container.decodeIfPresent([String].self, forKey: .breedIDs) ?? [],
            mimeTypes: try container.decodeIfPresent(MimeTypes.self, forKey: .mimeTypes) ?? .any,
            hasBreeds: try container.decodeIfPresent(Bool.self, forKey: .hasBreeds) ?? false,
            order: try container.decodeIfPresent(Order.self, forKey: .order))
    }

    private enum CodingKeys: String, CodingKey {
        case breedIDs, mimeTypes, hasBreeds, order
    }

    /// The one rule for breed ids, wherever they come from: an id is used as it came, in a
    /// query, and never cut (a cut id names another breed), so it must not be empty, must fit
    /// in `maxBreedIDBytes` and must hold no blanks or control or format characters.
    public static func isUsable(breedID id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maxBreedIDBytes && !id.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
    }
}

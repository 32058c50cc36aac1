import FoundationEssentials
import Localization

/// Everything the kitten view shows, and nothing it has to work out for itself.
public struct ListingModel: Equatable, Sendable {
    /// A request is in flight: the header spinner spins.
    public var isLoading: Bool
    /// The text of the error banner; nil hides the banner. Rows stay visible under it.
    public var errorMessage: String?
    /// The images, in order.
    public var rows: [PictureRow]
    /// Scrolling near the end may ask for another page.
    public var canLoadMore: Bool
    /// What to show instead of the list when it has no rows.
    public var placeholder: ListingPlaceholder?
    /// The line after the last row once a listing whose size the server said is all loaded
    /// ("That's all 67 kittens"); nil otherwise.
    public var endOfList: String?
    /// The filters popover and the window's subtitle.
    public var filters: FiltersModel
    /// Whether the rows show as a list or as a gallery.
    public var layout: ListingLayout

    public init(
        isLoading: Bool = false,
        errorMessage: String? = nil,
        rows: [PictureRow] = [],
        canLoadMore: Bool = false,
        placeholder: ListingPlaceholder? = nil,
        filters: FiltersModel = FiltersModel(),
        endOfList: String? = nil,
        layout: ListingLayout = .list
    ) {
        self.layout = layout
        self.filters = filters
        self.endOfList = endOfList
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.rows = rows
        self.canLoadMore = canLoadMore
        self.placeholder = placeholder
    }
}

/// One image in the list.
public struct PictureRow: Equatable, Hashable, Sendable, Identifiable {
    public let id: String
    /// Always an absolute http or https URL.
    public let url: URL
    /// What assistive technology says for the row's thumbnail, and for the row or gallery cell
    /// holding it, such as "Cat picture k000012, Bengal".
    public let pictureLabel: String
    /// What assistive technology says for the thumbnail once it turns out to be animated (a GIF
    /// of more than one frame, known only after it is decoded), such as "Animated cat picture k000012".
    public let animatedPictureLabel: String
    /// The name of the breed the picture shows, when known: the gallery shows it over the picture.
    public let breedName: String?

    /// A row; `pictureLabel` defaults to `PictureRow.pictureLabel(forImage:breed:)` of `id` and
    /// `breedName`, `animatedPictureLabel` to `PictureRow.animatedPictureLabel(forImage:breed:)`.
    public init(id: String, url: URL, breedName: String? = nil, pictureLabel: String? = nil, animatedPictureLabel: String? = nil) {
        self.id = id
        self.url = url
        self.breedName = breedName
        self.pictureLabel = pictureLabel ?? Self.pictureLabel(forImage: id, breed: breedName)
        self.animatedPictureLabel = animatedPictureLabel ?? Self.animatedPictureLabel(forImage: id, breed: breedName)
    }

    /// "Cat picture {id}", with the id as `ViewedPicture.shownID` shows it: the accessible
    /// label of a picture of the image `id`, in the list and in the viewer.
    public static func pictureLabel(forImage id: String) -> String {
        localized("Cat picture {id}", ["id": ViewedPicture.shownID(id)])
    }

    /// "Cat picture {id}, {breed}": the label of a picture of the image `id` showing a cat of the
    /// breed named `breed`; without a breed, `pictureLabel(forImage:)`.
    public static func pictureLabel(forImage id: String, breed: String?) -> String {
        guard let breed else { return pictureLabel(forImage: id) }
        return localized("Cat picture {id}, {breed}", ["id": ViewedPicture.shownID(id), "breed": breed])
    }

    /// "Animated cat picture {id}": the label of a picture of the image `id` that plays.
    public static func animatedPictureLabel(forImage id: String) -> String {
        localized("Animated cat picture {id}", ["id": ViewedPicture.shownID(id)])
    }

    /// "Animated cat picture {id}, {breed}": the label of a picture of the image `id` that plays,
    /// showing a cat of the breed named `breed`; without a breed, `animatedPictureLabel(forImage:)`.
    public static func animatedPictureLabel(forImage id: String, breed: String?) -> String {
        guard let breed else { return animatedPictureLabel(forImage: id) }
        return localized("Animated cat picture {id}, {breed}", ["id": ViewedPicture.shownID(id), "breed": breed])
    }
}

/// What stands in for an empty list.
public enum ListingPlaceholder: Equatable, Sendable {
    /// The first page is loading: a large centred spinner.
    case loadingFirstPage
    /// Nothing loaded and nothing loading: a centred title and a hint saying what to do.
    case empty(title: String, hint: String)
    /// Nothing loaded because the load failed: a title and a hint, with the reason and Retry in
    /// the error strip above.
    case failed(title: String, hint: String)
    /// Nothing loaded for the filters in use: a title that says which ("No Bengal GIFs yet"),
    /// a hint, and Clear filters (`ListingIntent.clearFilters`).
    case noMatches(title: String, hint: String)
}

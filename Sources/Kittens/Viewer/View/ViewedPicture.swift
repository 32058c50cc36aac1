import FoundationEssentials
import Localization

/// What the picture viewer shows: one image, whether it can move, and the window title.
public struct ViewedPicture: Equatable, Sendable {
    public let imageID: String
    /// Where the picture is downloaded from; always an absolute http or https URL.
    public let url: URL
    /// The picture after this one, to fetch ahead; nil at the last loaded one.
    public let nextURL: URL?
    public let hasPrevious: Bool
    /// True also at the last loaded picture when another page may load: moving on asks for it.
    public let hasNext: Bool
    /// "Kittens – <image id>", with the id as `shownID` shows it.
    public let title: String
    /// What assistive technology says for the picture, such as "Cat picture k000012".
    public let pictureLabel: String
    /// Whether the picture is loading, loaded (the view shows what its picture source holds
    /// for `url`) or failed, with the words to show and a Retry.
    public let picture: PictureLoad
    /// What the viewer shows beside the picture about its breed; nil when the picture has none.
    public let breedCard: BreedCard?

    public init(
        imageID: String, url: URL, nextURL: URL? = nil, hasPrevious: Bool = false, hasNext: Bool = false,
        picture: PictureLoad = .loading, pictureLabel: String? = nil, breedCard: BreedCard? = nil
    ) {
        self.breedCard = breedCard
        self.imageID = imageID
        self.picture = picture
        self.url = url
        self.nextURL = nextURL
        self.hasPrevious = hasPrevious
        self.hasNext = hasNext
        title = localized("Kittens – {id}", ["id": Self.shownID(imageID)])
        self.pictureLabel = pictureLabel ?? PictureRow.pictureLabel(forImage: imageID)
    }

    /// The longest id a title shows whole, in characters.
    public static let maximumShownIDLength = 64

    /// An id from the network as a title may show it: control and format characters (line
    /// breaks, bidirectional overrides) become U+FFFD, and an id longer than
    /// `maximumShownIDLength` characters is cut there with "…".
    public static func shownID(_ id: String) -> String {
        var shown = String(String.UnicodeScalarView(id.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: "\u{FFFD}"
            default: scalar
            }
        }))
        if shown.count > maximumShownIDLength { shown = shown.prefix(maximumShownIDLength) + "…" }
        return shown
    }
}

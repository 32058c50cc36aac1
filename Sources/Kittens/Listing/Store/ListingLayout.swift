/// How the listing shows its pictures: as the list of URLs with small thumbnails (the default,
/// what the app was first built to show), or as a gallery of square thumbnails.
public enum ListingLayout: String, CaseIterable, Equatable, Sendable, Codable {
    case list, gallery
}

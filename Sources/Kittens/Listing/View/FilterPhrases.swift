import Localization

/// The words for the filters in use: the window's subtitle ("Bengal · Animated GIFs") and the
/// title of an empty filtered listing ("No Bengal GIFs yet"). Each title is one translatable
/// sentence, not pieced together, so that a translation can order and inflect it.
public struct FilterPhrases: Equatable, Sendable {
    /// The chosen breed's name; nil: any breed.
    public var breedName: String?
    public var mimeTypes: ListingFilters.MimeTypes
    /// Only pictures with a known breed; implied by a chosen breed, so then not said again.
    public var hasBreeds: Bool

    public init(breedName: String?, mimeTypes: ListingFilters.MimeTypes, hasBreeds: Bool) {
        self.breedName = breedName
        self.mimeTypes = mimeTypes
        self.hasBreeds = hasBreeds
    }

    /// Whether any filter is chosen.
    public var isFiltered: Bool { breedName != nil || mimeTypes != .any || hasBreeds }

    /// The filters in use, joined by " · " ("Bengal · Animated GIFs", "Photos · Known breed");
    /// nil when none is.
    public var summary: String? {
        var parts: [String] = []
        if let breedName { parts.append(breedName) }
        if let kind = Self.kindName(mimeTypes) { parts.append(kind) }
        if hasBreeds, breedName == nil { parts.append(localized("Known breed")) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// What an empty listing with these filters is called ("No Bengal GIFs yet", "No photos
    /// with a known breed yet"); nil when no filter is chosen.
    public var emptyTitle: String? {
        if let breed = breedName {
            return switch mimeTypes {
            case .any: localized("No {breed} pictures yet", ["breed": breed])
            case .still: localized("No {breed} photos yet", ["breed": breed])
            case .animated: localized("No {breed} GIFs yet", ["breed": breed])
            }
        }
        return switch (mimeTypes, hasBreeds) {
        case (.any, false): nil
        case (.any, true): localized("No pictures with a known breed yet")
        case (.still, false): localized("No photos yet")
        case (.still, true): localized("No photos with a known breed yet")
        case (.animated, false): localized("No GIFs yet")
        case (.animated, true): localized("No GIFs with a known breed yet")
        }
    }

    /// What to do about an empty filtered listing.
    public static var emptyHint: String {
        localized("Choose other filters, or clear them to see every picture.")
    }

    /// The name of a kind of picture in the subtitle: nil for all of them.
    private static func kindName(_ mimeTypes: ListingFilters.MimeTypes) -> String? {
        switch mimeTypes {
        case .any: nil
        case .still: localized("Photos")
        case .animated: localized("Animated GIFs")
        }
    }
}

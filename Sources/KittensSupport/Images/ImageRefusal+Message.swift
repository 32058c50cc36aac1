import Localization

// Kept out of ImageHeader.swift, which builds on its own for its fuzz target.
extension ImageRefusal {
    /// A short sentence saying why the picture is not shown, in the user's language.
    public var message: String {
        switch self {
        case .notAnImage: localized("This is not a PNG, JPEG or GIF picture.")
        case .truncatedHeader, .truncatedData: localized("The picture file is incomplete.")
        case .malformed: localized("The picture file is damaged.")
        case .tooLarge(let width, let height):
            localized("The picture is too large to show ({width} × {height} pixels).", ["width": String(width), "height": String(height)])
        case .overBudget: localized("The picture could not be read: it needs more memory than one picture may use.")
        case .tooSlow: localized("The picture could not be read: it took too long to decode.")
        }
    }
}

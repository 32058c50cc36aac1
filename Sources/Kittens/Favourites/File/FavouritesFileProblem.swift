/// Why a favourites file cannot be used at all; `description` (in its own file, for it needs the
/// translations) says it in words.
public enum FavouritesFileProblem: Error, Equatable, Sendable, Codable {
    case notAFavouritesFile
    case foreign(String)
}

import Localization

/// `description` completes a sentence about the file, as in "The favourites file at /path cannot
/// be used: it is not a Kittens favourites file".
extension FavouritesFileProblem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notAFavouritesFile: localized("it is not a Kittens favourites file")
        case .foreign(let format):
            localized("it is not a Kittens favourites file of this version (format “{format}”)", ["format": String(format.prefix(80))])
        }
    }
}

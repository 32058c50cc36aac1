import Kittens
@testable import KittensApp

/// The screens the tests reach by name.
extension AppWiring {
    var kittens: ListingScreen { session.screen(ListingScreen.self) }
    var viewer: ViewerScreen { session.screen(ViewerScreen.self) }
    var preferences: PreferencesScreen { session.screen(PreferencesScreen.self) }
    var favourites: any FavouritesStore { session.screen(FavouritesScreen.self).store }
}

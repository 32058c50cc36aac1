/// The keys of the app's GSettings schema, `data/org.kittensforlinux.Kittens.gschema.xml`.
enum SettingsKey: String, CaseIterable {
    case pageSize = "page-size"
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"
    case favouritesSubID = "favourites-sub-id"
    case breedID = "breed-id"
    case mimeTypes = "mime-types"
    case hasBreeds = "has-breeds"
    case listingLayout = "listing-layout"
}

/// The keys of the app's GSettings schema, `data/org.kittensforlinux.Kittens.gschema.xml`, but
/// for the listing's filters' (`FilterSettingsKey`), which their settings declare.
enum SettingsKey: String, CaseIterable {
    case pageSize = "page-size"
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"
    case favouritesSubID = "favourites-sub-id"
    case listingLayout = "listing-layout"
}

import Localization

/// The picture viewer's shortcuts (`ViewerActionSet`).
extension WindowShortcut {
    static var previousPicture: WindowShortcut { .pictures(localized("Previous Picture"), ["Left"], "win.previous") }
    static var nextPicture: WindowShortcut { .pictures(localized("Next Picture"), ["Right"], "win.next") }
    static var backToTheList: WindowShortcut { .pictures(localized("Back to the List"), ["Escape"], "win.back") }
    static var saveImage: WindowShortcut { .pictures(localized("Save Image As"), ["<Control>s"], "win.save-image") }
    /// F5 in the viewer, which `win.refresh` hands to `win.slideshow` while a picture shows.
    static var slideshow: WindowShortcut { .pictures(localized("Start or Pause the Slideshow"), ["F5"], nil) }
}

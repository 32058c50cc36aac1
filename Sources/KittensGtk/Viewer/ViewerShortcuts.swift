import Localization

/// The picture viewer's shortcuts (`ViewerActionSet`).
extension WindowShortcut {
    static var previousPicture: WindowShortcut { .pictures(localized("Previous Picture"), ["Left"], "win.previous") }
    static var nextPicture: WindowShortcut { .pictures(localized("Next Picture"), ["Right"], "win.next") }
    static var backToTheList: WindowShortcut { .pictures(localized("Back to the List"), ["Escape"], "win.back") }
    static var saveImage: WindowShortcut { .pictures(localized("Save Image As"), ["<Control>s"], "win.save-image") }
    /// F5 in the viewer, which `win.refresh` hands to `win.slideshow` while a picture shows.
    static var slideshow: WindowShortcut { .pictures(localized("Start or Pause the Slideshow"), ["F5"], nil) }
    static var zoomIn: WindowShortcut { .pictures(localized("Zoom In"), ["<Control>plus", "<Control>equal", "<Control>KP_Add"], "win.zoom-in") }
    static var zoomOut: WindowShortcut { .pictures(localized("Zoom Out"), ["<Control>minus", "<Control>KP_Subtract"], "win.zoom-out") }
    static var bestFit: WindowShortcut { .pictures(localized("Best Fit"), ["<Control>0", "<Control>KP_0"], "win.zoom-fit") }
    static var actualSize: WindowShortcut { .pictures(localized("Zoom to 100 %"), ["<Control>1", "<Control>KP_1"], "win.zoom-actual") }
}

import Localization

/// The picture viewer's shortcuts (`ViewerActionSet`), in a group of their own in the Keyboard
/// Shortcuts window.
extension WindowShortcut {
    static var previousPicture: WindowShortcut { WindowShortcut(.viewer, localized("Previous Picture"), ["Left"], "win.previous") }
    static var nextPicture: WindowShortcut { WindowShortcut(.viewer, localized("Next Picture"), ["Right"], "win.next") }
    static var backToTheList: WindowShortcut { WindowShortcut(.viewer, localized("Back to the List"), ["Escape"], "win.back") }
    static var saveImage: WindowShortcut { WindowShortcut(.viewer, localized("Save Image As"), ["<Control>s"], "win.save-image") }
    /// F5 in the viewer, which `win.refresh` hands to `win.slideshow` while a picture shows.
    static var slideshow: WindowShortcut { WindowShortcut(.viewer, localized("Start or Pause the Slideshow"), ["F5"], nil) }
    static var zoomIn: WindowShortcut { WindowShortcut(.viewer, localized("Zoom In"), ["<Control>plus", "<Control>equal", "<Control>KP_Add"], "win.zoom-in") }
    static var zoomOut: WindowShortcut { WindowShortcut(.viewer, localized("Zoom Out"), ["<Control>minus", "<Control>KP_Subtract"], "win.zoom-out") }
    static var bestFit: WindowShortcut { WindowShortcut(.viewer, localized("Best Fit"), ["<Control>0", "<Control>KP_0"], "win.zoom-fit") }
    static var actualSize: WindowShortcut { WindowShortcut(.viewer, localized("Zoom to 100 %"), ["<Control>1", "<Control>KP_1"], "win.zoom-actual") }
}

extension WindowShortcut.Group {
    static var viewer: Self { Self(title: localized("Viewer")) }
}

/// Where the picture viewer puts the details other features add (`PicturePart.Place.details`,
/// the breed card): beside the picture when the viewer is at least `besideFrom` pixels wide,
/// under it when narrower, so that the picture keeps most of a narrow window. libadwaita 1.2
/// has no breakpoints: the viewer's width decides.
enum PictureDetailsPlacement: Equatable {
    case beside, below

    /// The narrowest viewer with the details beside the picture: a 280-pixel column next to a
    /// picture of about 620.
    static let besideFrom = 900

    init(viewerWidth: Int) {
        self = viewerWidth >= Self.besideFrom ? .beside : .below
    }
}

/// Where the picture viewer puts the breed card: beside the picture when the viewer is at least
/// `besideFrom` pixels wide, under it when narrower, so that the picture keeps most of a narrow
/// window. libadwaita 1.2 has no breakpoints: the viewer's width decides.
enum BreedCardPlacement: Equatable {
    case beside, below

    /// The narrowest viewer with the card beside the picture: the card's 280 pixels next to a
    /// picture of about 620.
    static let besideFrom = 900

    init(viewerWidth: Int) {
        self = viewerWidth >= Self.besideFrom ? .beside : .below
    }
}

import CGtk
import Kittens

/// What another feature adds to the picture viewer: a control in its tool bar (the favourites'
/// heart) or details beside the picture (the breed card). A part shows what the viewer's model
/// says of the picture shown; the viewer only places it and hands it each model.
@MainActor
protocol PicturePart: AnyObject {
    /// The part's widget, which the viewer places.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// Where the viewer places the part.
    var place: PicturePartPlace { get }
    /// Shows what `picture` says, for the picture shown.
    func show(_ picture: ViewedPicture)
    /// Sizes the part for where the details now are; only details are told.
    func fit(_ placement: PictureDetailsPlacement)
}

extension PicturePart {
    func fit(_ placement: PictureDetailsPlacement) {}
}

/// Where the picture viewer places a `PicturePart`.
enum PicturePartPlace {
    /// In the tool bar, after Previous and Next, before the picture menu.
    case toolBar
    /// Beside the picture, or under it (`PictureDetailsPlacement`).
    case details
}

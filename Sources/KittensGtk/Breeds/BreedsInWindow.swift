import CGtk
import Kittens

/// The breed card is details beside the viewer's picture: it shows the breed of the picture
/// shown, and sizes itself for where the details are.
extension BreedCardView: PicturePart {
    var place: PicturePartPlace { .details }

    func show(_ picture: ViewedPicture) {
        show(picture.breedCard)
    }
}

extension CellCaption {
    /// The breed's name, over a gallery cell's bottom left corner, when the picture has one.
    static var breedName: CellCaption {
        CellCaption(cssClass: "kitten-breed-badge") { $0?.breedName }
    }
}

extension GalleryCellWidgets {
    /// The breed's name shown over the picture, for tests; nil when hidden.
    var shownBreed: String? { shownCaption(CellCaption.breedName.cssClass) }
}

extension MainWindow {
    /// Adds what the breeds show in the window (`BreedsInWindow`), once.
    public func addBreeds() {
        _ = part(BreedsInWindow.self)
    }

    /// The viewer's breed card, made with the viewer.
    var breedCard: BreedCardView? { viewer.viewer.part(BreedCardView.self) }
}

/// What the breeds show in the window: the breed card beside the viewer's picture, its link
/// opening as the listing's links do, the breed's name over the gallery's cells, and the breed
/// search and the known-breed switch in the filters popover.
@MainActor
final class BreedsInWindow: WindowPart {
    init(window: MainWindow) {
        window.viewer.addPart { [weak window] in
            let card = BreedCardView()
            card.onOpen = { [weak window] url in window?.emit(.open(url)) }
            return card
        }
        window.list.addCellCaption(.breedName)
        window.header.filters.addPart { BreedFilterPart() }
    }
}

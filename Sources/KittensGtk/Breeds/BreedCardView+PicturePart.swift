import CGtk
import Kittens

/// The breed card is details beside the viewer's picture: it shows the breed of the picture
/// shown, and sizes itself for where the details are.
extension BreedCardView: PicturePart {
    var place: PicturePartPlace { .details }

    func show(_ picture: KittenViewerModel) {
        show(picture.breedCard)
    }
}

extension KittenWindow {
    /// Adds the breed card to the viewer; its link opens as the listing's links do.
    func addBreedCard() {
        viewer.addPart { [weak self] in
            let card = BreedCardView()
            card.onOpen = { [weak self] url in self?.emit(.open(url)) }
            return card
        }
    }

    /// The viewer's breed card, made with the viewer.
    var breedCard: BreedCardView? { viewer.viewer.part(BreedCardView.self) }
}

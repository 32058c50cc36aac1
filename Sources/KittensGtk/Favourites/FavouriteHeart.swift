import CGtk
import GLibRuntime
import Kittens
import Localization

/// The viewer's heart, in its tool bar (a `PicturePart`): a toggle button pressed while the
/// shown picture is a favourite. It shows only what it is given (the picture shown, the
/// favourites): a click asks for the change (`onToggle`) and leaves the button as it was until
/// the favourites model says otherwise.
@MainActor
final class FavouriteHeart {
    let button: UnsafeMutablePointer<GtkWidget>
    /// Runs when the user clicks the heart.
    var onToggle: (() -> Void)?
    private(set) var isFavourite = false
    /// Which pictures are favourites; the heart follows it.
    var favourites = FavouritesModel() {
        didSet { showShownPicture() }
    }
    /// The picture the viewer shows, or showed last.
    private var shownImageID: String?

    init() {
        button = gtk_toggle_button_new()
        gtk_button_set_icon_name(kittens_button(button), "non-starred-symbolic")
        Self.describe(button, isFavourite: false)
        Signal.connect(kittens_button(button), .clicked) { [weak self] in
            guard let self else { return }
            // The click toggled the button; the model decides what it shows.
            self.apply()
            self.onToggle?()
        }
    }

    /// Shows whether the picture is a favourite.
    func show(isFavourite: Bool) {
        guard isFavourite != self.isFavourite else { return }
        self.isFavourite = isFavourite
        apply()
    }

    private func showShownPicture() {
        show(isFavourite: shownImageID.map { favourites.isFavourite($0) } ?? false)
    }

    /// Whether the button shows pressed.
    var isPressed: Bool { gtk_toggle_button_get_active(kittens_toggle_button(button)) != 0 }

    private func apply() {
        if isPressed != isFavourite { gtk_toggle_button_set_active(kittens_toggle_button(button), isFavourite ? 1 : 0) }
        gtk_button_set_icon_name(kittens_button(button), isFavourite ? "starred-symbolic" : "non-starred-symbolic")
        Self.describe(button, isFavourite: isFavourite)
    }

    private static func describe(_ button: UnsafeMutablePointer<GtkWidget>, isFavourite: Bool) {
        let text = isFavourite ? localized("Remove from Favourites (Ctrl+D)") : localized("Add to Favourites (Ctrl+D)")
        gtk_widget_set_tooltip_text(button, text)
        kittens_set_accessible_label(button, isFavourite ? localized("Remove from Favourites") : localized("Add to Favourites"))
    }
}

extension FavouriteHeart: PicturePart {
    var widget: UnsafeMutablePointer<GtkWidget> { button }
    var place: PicturePartPlace { .toolBar }

    func show(_ picture: ViewedPicture) {
        shownImageID = picture.imageID
        showShownPicture()
    }
}

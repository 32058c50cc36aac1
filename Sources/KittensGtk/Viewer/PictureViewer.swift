import KittensPictures
import CGLib
import CGtk
import GLibRuntime
import Kittens

/// The widgets of the picture viewer: a tool bar (Back, Previous, Next and the picture menu,
/// all bound to window actions) over the picture scaled to fit, a spinner while it loads, or
/// the error with Retry, with the breed card beside it when the picture has a breed. It shows what it is given and decides nothing. An animated GIF plays
/// (`PictureViewer+Animation.swift`).
@MainActor
final class PictureViewer {
    enum Page: String {
        case picture, loading, error
    }

    let widget: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>
    let spinner: UnsafeMutablePointer<GtkWidget>
    let errorLabel: UnsafeMutablePointer<GtkWidget>
    let retryButton: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    let menuButton: UnsafeMutablePointer<GtkWidget>
    /// The heart: filled while the picture is a favourite (`FavouriteHeart`).
    let heart = FavouriteHeart()
    /// Over the picture of an animated GIF while animations are off: plays it.
    let playButton: UnsafeMutablePointer<GtkWidget>
    private let pages: UnsafeMutablePointer<GtkWidget>
    /// Beside the picture: what the model says of its breed (`BreedCardView`).
    let breedCard = BreedCardView()
    var onRetry: (() -> Void)?
    /// The animation shown, and the first-frame texture of the picture it plays.
    var animation: (player: GIFAnimation, first: OpaquePointer)?
    /// Set once Play was pressed: the animation plays although animations are off.
    var playRequested = false

    /// The layout lives in data/ui/picture-viewer.ui; the heart, the picture menu's model and
    /// the breed card are added here.
    private let layout = UIBuilder("picture-viewer.ui")

    init() {
        widget = layout.widget("viewer")
        backButton = layout.widget("back-button")
        menuButton = layout.widget("menu-button")
        picture = layout.widget("picture")
        playButton = layout.widget("play-button")
        spinner = layout.widget("spinner")
        errorLabel = layout.widget("error-label")
        retryButton = layout.widget("retry-button")
        pages = layout.widget("pages")
        gtk_box_insert_child_after(kittens_box(layout.widget("tool-bar")), heart.button, layout.widget("spacer"))
        let menu = PictureMenu.make()
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), kittens_menu_model(menu.raw))
        gtk_box_append(kittens_box(layout.widget("content")), breedCard.widget)

        Signal.connect(kittens_button(retryButton), .clicked) { [weak self] in self?.onRetry?() }
        Signal.connect(kittens_button(playButton), .clicked) { [weak self] in self?.playPressed() }
        Signal.connect(picture, .map) { [weak self] in self?.pictureMapped() }
        Signal.connect(picture, .unmap) { [weak self] in self?.animation?.player.stop() }
    }

    /// Shows `state`: the picture, the spinner (also for nil: nothing asked yet), or the error.
    func show(_ state: ViewerPictureState?) {
        let page: Page
        switch state {
        case .loaded(let loaded):
            page = .picture
            if let playback = loaded.animation {
                showAnimation(loaded.texture, playback)
            } else {
                stopAnimation()
                gtk_picture_set_paintable(kittens_picture(picture), loaded.texture.paintable)
            }
        case .failed(let failure):
            return showFailure(failure.message)
        case .loading, nil:
            page = .loading
            stopAnimation()
            gtk_picture_set_paintable(kittens_picture(picture), nil)
        }
        gtk_spinner_set_spinning(kittens_spinner(spinner), page == .loading ? 1 : 0)
        if visiblePage != page { gtk_stack_set_visible_child_name(kittens_stack(pages), page.rawValue) }
    }

    /// Shows `message` and Retry instead of a picture.
    func showFailure(_ message: String) {
        gtk_label_set_text(kittens_label(errorLabel), message)
        stopAnimation()
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        gtk_spinner_set_spinning(kittens_spinner(spinner), 0)
        if visiblePage != .error { gtk_stack_set_visible_child_name(kittens_stack(pages), Page.error.rawValue) }
    }

    /// Sets what assistive technology says for the picture, such as "Cat picture k000012".
    func setPictureLabel(_ text: String) {
        kittens_set_accessible_label(picture, text)
    }

    /// Lets go of the picture shown.
    func clear() {
        stopAnimation()
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        gtk_spinner_set_spinning(kittens_spinner(spinner), 0)
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(pages)).flatMap { Page(rawValue: String(cString: $0)) }
    }

    /// The device pixels the picture may cover: its area times the scale factor; nil before
    /// the viewer has a size.
    var drawnSize: (width: Int, height: Int)? {
        let width = Int(gtk_widget_get_width(pages)), height = Int(gtk_widget_get_height(pages))
        guard width > 0, height > 0 else { return nil }
        let scale = max(1, Int(gtk_widget_get_scale_factor(pages)))
        return (width * scale, height * scale)
    }
}

import CAdw
import FoundationEssentials
import CGtk
import GLibRuntime
import Kittens
import KittensPictures
import Localization

/// The Rate page's widgets (data/ui/rate-page.ui): the picture as large as the window allows,
/// its breed, Not for me, Skip and Like, the count of votes, and a status page while there is no
/// picture; or, while "My Votes" is pressed, the account's votes (`MyVotesPage`). It renders a
/// `RateModel`; the pictures come from its own `PictureLoader`, which keeps the one shown and
/// downloads and decodes the next ones ahead.
@MainActor
final class RatePage {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let layout = UIBuilder("rate-page.ui")
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let breed: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let spinner: UnsafeMutablePointer<GtkWidget>
    private let retry: UnsafeMutablePointer<GtkWidget>
    private let count: UnsafeMutablePointer<GtkWidget>
    private let modes: UnsafeMutablePointer<GtkWidget>
    let myVotesToggle: UnsafeMutablePointer<GtkWidget>
    let myVotes: MyVotesPage
    /// The user pressed "My Votes" in (true) or out.
    var onShowMyVotes: ((Bool) -> Void)?
    let pictures: PictureLoader
    private(set) var model = RateModel()
    /// The picture whose texture is shown, once it is.
    private(set) var shownURL: URL?
    /// Keeps the pictures `keep` puts off, once the frame that shows a vote's next picture is painted.
    private let afterFrame = AfterNextFrame()

    init(thumbnails: ThumbnailLoader, pictures: PictureLoader = PictureLoader(configuration: RatePage.loaderConfiguration)) {
        widget = layout.widget("page")
        stack = layout.widget("stack")
        picture = layout.widget("picture")
        breed = layout.widget("breed")
        status = layout.widget("status")
        spinner = layout.widget("spinner")
        retry = layout.widget("retry")
        count = layout.widget("count")
        modes = layout.widget("modes")
        myVotesToggle = layout.widget("my-votes-toggle")
        myVotes = MyVotesPage(parts: UIParts(layout), thumbnails: thumbnails)
        self.pictures = pictures
        Signal.connect(kittens_toggle_button(myVotesToggle), .toggled) { [weak self] in
            guard let self else { return }
            let pressed = self.isMyVotesPressed
            guard pressed != self.model.showsMyVotes else { return }
            self.onShowMyVotes?(pressed)
        }
        pictures.onChange = { [weak self] url in
            guard let self, url == self.model.picture?.url else { return }
            self.showPicture()
        }
    }

    /// The picture shown and the next ones, as the page keeps them.
    static var loaderConfiguration: PictureLoader.Configuration {
        var configuration = PictureLoader.Configuration()
        configuration.keptPictures = 1 + RateModel.lookAhead
        return configuration
    }

    func render(_ model: RateModel) {
        self.model = model
        if isMyVotesPressed != model.showsMyVotes {
            gtk_toggle_button_set_active(kittens_toggle_button(myVotesToggle), model.showsMyVotes ? 1 : 0)
        }
        gtk_stack_set_visible_child_name(kittens_stack(modes), model.showsMyVotes ? "my-votes" : "rate")
        gtk_label_set_text(kittens_label(count), model.count)
        if let shown = model.picture {
            gtk_label_set_text(kittens_label(breed), shown.breedName ?? "")
            gtk_widget_set_visible(breed, shown.breedName == nil ? 0 : 1)
            kittens_set_accessible_label(picture, shown.label)
            gtk_widget_set_tooltip_text(picture, shown.url.absoluteString)
            keep([shown.url] + model.upcoming)
        } else {
            afterFrame.cancel()
            pictures.clear()
        }
        showPicture()
    }

    /// Keeps `urls`' pictures. While the one shown is loaded (a vote brought a picture loaded
    /// ahead), those no longer wanted are let go at once, but the ones not held yet start
    /// loading only after the next frame is painted: their download and decode would otherwise
    /// take the cores that draw the frame showing the vote's next picture (GTK's GL renderer is
    /// llvmpipe's threads where there is no GPU), and they are needed only for the next vote.
    private func keep(_ urls: [URL]) {
        let held = urls.filter { pictures.state(of: $0) != nil }
        guard let shown = urls.first, case .loaded = pictures.state(of: shown), held.count < urls.count else {
            afterFrame.cancel()
            return pictures.keep(urls, fitting: fitSize)
        }
        pictures.keep(held, fitting: fitSize)
        afterFrame.run(after: widget) { [weak self] in
            guard let self else { return }
            self.pictures.keep(urls, fitting: self.fitSize)
        }
    }

    /// The shown picture's texture when it has loaded, else the status page says why not.
    private func showPicture() {
        guard let shown = model.picture else {
            shownURL = nil
            return showStatus(model.placeholder ?? .loading)
        }
        switch pictures.state(of: shown.url) {
        case .loaded(let loaded):
            shownURL = shown.url
            gtk_picture_set_paintable(kittens_picture(picture), loaded.texture.paintable)
            gtk_spinner_set_spinning(kittens_spinner(spinner), 0)
            gtk_stack_set_visible_child_name(kittens_stack(stack), "picture")
        case .failed(let failure):
            shownURL = nil
            showStatus(.failed(failure.message), retries: false)
        case .loading, nil:
            shownURL = nil
            showStatus(.loading)
        }
    }

    private func showStatus(_ placeholder: RatePlaceholder, retries: Bool = true) {
        let page = kittens_adw_status_page(status)
        switch placeholder {
        case .loading:
            adw_status_page_set_title(page, localized("Finding kittens…"))
            adw_status_page_set_description(page, nil)
        case .failed(let reason):
            adw_status_page_set_title(page, localized("No kitten to rate"))
            adw_status_page_set_description(page, Markup.escaped(reason))
        case .noMore:
            adw_status_page_set_title(page, localized("You rated every kitten"))
            adw_status_page_set_description(page, Markup.escaped(localized("Choose other filters to rate more.")))
        }
        gtk_spinner_set_spinning(kittens_spinner(spinner), placeholder == .loading ? 1 : 0)
        gtk_widget_set_visible(spinner, placeholder == .loading ? 1 : 0)
        let failed = if case .failed = placeholder { true } else { false }
        gtk_widget_set_visible(retry, failed && retries ? 1 : 0)
        gtk_picture_set_paintable(kittens_picture(picture), nil)
        gtk_stack_set_visible_child_name(kittens_stack(stack), "status")
    }

    /// The device pixels the picture is decoded to fit: the page's size, or the window's
    /// default before it is laid out.
    private var fitSize: (width: Int, height: Int) {
        let scale = Int(max(1, gtk_widget_get_scale_factor(picture)))
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        guard width > 1, height > 1 else { return (1280, 1024) }
        return (width * scale, height * scale)
    }

    /// Whether "My Votes" shows pressed.
    var isMyVotesPressed: Bool { gtk_toggle_button_get_active(kittens_toggle_button(myVotesToggle)) != 0 }

    func detach() {
        onShowMyVotes = nil
        myVotes.detach()
        afterFrame.cancel()
        pictures.onChange = nil
        pictures.clear()
    }
}

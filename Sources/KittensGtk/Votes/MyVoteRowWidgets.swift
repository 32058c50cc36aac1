import CGtk
import GLibRuntime
import Kittens
import KittensPictures
import Localization

/// A row of "My votes": the thumbnail (through the window's `ThumbnailLoader`), or a
/// placeholder when the vote's picture is not known; the vote and the picture's id; Change (to
/// the other vote) and Withdraw, which act on this row's vote (`onChange`, `onWithdraw`).
@MainActor
final class MyVoteRowWidgets: ThumbnailItemWidgets {
    let box: UnsafeMutablePointer<GtkWidget>
    let thumbnail: ThumbnailPicture
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    private let vote: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    let changeButton: UnsafeMutablePointer<GtkWidget>
    let withdrawButton: UnsafeMutablePointer<GtkWidget>
    /// The row shown, once bound.
    private(set) var row: MyVoteRow?
    var onChange: ((MyVoteRow) -> Void)?
    var onWithdraw: ((MyVoteRow) -> Void)?

    init(loaderSize: ThumbnailSize) {
        box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_widget_add_css_class(box, "kitten-row")
        setMargins(box, horizontal: 12, vertical: 4)
        thumbnail = ThumbnailPicture(width: loaderSize.width, height: loaderSize.height)
        placeholder = gtk_image_new_from_icon_name("image-missing-symbolic")
        gtk_image_set_pixel_size(kittens_image(placeholder), 32)
        gtk_widget_add_css_class(placeholder, "dim-label")
        gtk_widget_set_can_target(placeholder, 0)
        gtk_overlay_add_overlay(kittens_overlay(thumbnail.frame), placeholder)

        let words = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(words, 1)
        gtk_widget_set_valign(words, GTK_ALIGN_CENTER)
        vote = gtk_label_new(nil)
        gtk_label_set_xalign(kittens_label(vote), 0)
        gtk_widget_add_css_class(vote, "heading")
        picture = gtk_label_new(nil)
        gtk_label_set_xalign(kittens_label(picture), 0)
        gtk_label_set_ellipsize(kittens_label(picture), PANGO_ELLIPSIZE_MIDDLE)
        gtk_widget_add_css_class(picture, "dim-label")
        gtk_box_append(kittens_box(words), vote)
        gtk_box_append(kittens_box(words), picture)

        changeButton = Self.button()
        withdrawButton = Self.button()
        gtk_button_set_icon_name(kittens_button(withdrawButton), "user-trash-symbolic")
        gtk_widget_set_tooltip_text(withdrawButton, localized("Withdraw Vote (Delete)"))
        kittens_set_accessible_label(withdrawButton, localized("Withdraw Vote"))

        for child in [thumbnail.frame, words, changeButton, withdrawButton] { gtk_box_append(kittens_box(box), child) }
        Signal.connect(kittens_button(changeButton), .clicked) { [weak self] in
            if let row = self?.row { self?.onChange?(row) }
        }
        Signal.connect(kittens_button(withdrawButton), .clicked) { [weak self] in
            if let row = self?.row { self?.onWithdraw?(row) }
        }
    }

    private static func button() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(button, "circular")
        gtk_widget_add_css_class(button, "flat")
        return button
    }

    /// Shows `row`, its thumbnail loading through `loader` when its picture is known. The list
    /// item holding `box` is named for people by the picture and the vote.
    func bind(_ row: MyVoteRow, loader: ThumbnailLoader) {
        self.row = row
        if let item = gtk_widget_get_parent(box) { kittens_set_accessible_label(item, row.label) }
        gtk_label_set_text(kittens_label(vote), row.valueText)
        let id = row.isWaiting ? localized("{picture}, not on TheCatAPI yet", ["picture": row.imageID]) : row.imageID
        gtk_label_set_text(kittens_label(picture), id)
        let (icon, tooltip, label) = switch row.changedValue {
        case .up: ("face-smile-symbolic", localized("Change to Like (L)"), localized("Change to Like"))
        case .down: ("face-sad-symbolic", localized("Change to Not for Me (D)"), localized("Change to Not for Me"))
        }
        gtk_button_set_icon_name(kittens_button(changeButton), icon)
        gtk_widget_set_tooltip_text(changeButton, tooltip)
        kittens_set_accessible_label(changeButton, label)
        gtk_widget_set_visible(placeholder, row.url == nil ? 1 : 0)
        if let url = row.url {
            if thumbnail.url != url { thumbnail.bind(url, row: nil, loader: loader) }
        } else {
            thumbnail.unbind(loader: loader)
        }
    }

    func unbind(loader: ThumbnailLoader) {
        row = nil
        thumbnail.unbind(loader: loader)
    }

    func detach(loader: ThumbnailLoader) {
        onChange = nil
        onWithdraw = nil
        thumbnail.detach(loader: loader)
    }
}

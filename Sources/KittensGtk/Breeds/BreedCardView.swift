import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import Localization

/// The viewer's breed card, beside the picture or under it (`PictureDetailsPlacement`): the breed's name, what the model says of it in
/// selectable, wrapped plain-text labels, a discrete level bar (0…5) per score, and a link to
/// its Wikipedia page. It renders a `BreedCard` and decides nothing: following the link goes
/// to `onOpen`, which sends the open-URL event, never to GTK's own URI handler.
@MainActor
final class BreedCardView {
    /// The scrolled card; hidden while the picture has no breed.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The card's content, rebuilt for each new card.
    private(set) var content: UnsafeMutablePointer<GtkWidget>?
    /// The link button of the card shown, when it has a Wikipedia page.
    private(set) var linkButton: UnsafeMutablePointer<GtkWidget>?
    /// The level bars of the card shown, one per score, in order.
    private(set) var levelBars: [UnsafeMutablePointer<GtkWidget>] = []
    /// The card rendered last.
    private(set) var shown: BreedCard?
    var onOpen: ((URL) -> Void)?

    /// The card's width in pixels beside the picture.
    static let width: Int32 = 280
    /// The card's height in pixels under the picture, where it scrolls.
    static let heightBelow: Int32 = 200

    init() {
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(kittens_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(widget, Self.width, -1)
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_add_css_class(widget, "breed-card")
        gtk_widget_set_visible(widget, 0)
    }

    /// Sizes the card for its place: a column beside the picture, or a strip under it.
    func fit(_ placement: PictureDetailsPlacement) {
        let beside = placement == .beside
        gtk_widget_set_size_request(widget, beside ? Self.width : -1, beside ? -1 : Self.heightBelow)
        gtk_widget_set_hexpand(widget, beside ? 0 : 1)
        gtk_widget_set_vexpand(widget, beside ? 1 : 0)
    }

    /// Shows `card`, or hides the card area for nil.
    func show(_ card: BreedCard?) {
        guard card != shown else { return }
        shown = card
        linkButton = nil
        levelBars = []
        guard let card else {
            gtk_scrolled_window_set_child(kittens_scrolled_window(widget), nil)
            content = nil
            gtk_widget_set_visible(widget, 0)
            return
        }
        let box = kittens_box_new_with_role(GTK_ORIENTATION_VERTICAL, 8, GTK_ACCESSIBLE_ROLE_GROUP)
        setMargins(box, horizontal: 12, vertical: 12)
        kittens_set_accessible_label(box, card.accessibleLabel)
        let title = Self.label(card.name)
        gtk_widget_add_css_class(title, "title-3")
        gtk_box_append(kittens_box(box), title)
        for line in [card.origin, card.lifeSpan, card.weight, card.temperament].compactMap(\.self) {
            gtk_box_append(kittens_box(box), Self.label(line))
        }
        if let description = card.description {
            let label = Self.label(description)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_box_append(kittens_box(box), label)
        }
        if !card.scores.isEmpty { gtk_box_append(kittens_box(box), scoreGrid(card.scores)) }
        if let url = card.wikipediaURL { gtk_box_append(kittens_box(box), link(to: url, name: card.name)) }
        content = box
        gtk_scrolled_window_set_child(kittens_scrolled_window(widget), box)
        gtk_widget_set_visible(widget, 1)
    }

    /// Each score's label over its bar.
    private func scoreGrid(_ scores: [BreedCard.Score]) -> UnsafeMutablePointer<GtkWidget> {
        let grid = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_margin_top(grid, 6)
        for score in scores {
            let label = Self.label(score.label)
            gtk_widget_add_css_class(label, "caption")
            let bar = gtk_level_bar_new_for_interval(0, 5)!
            gtk_level_bar_set_mode(OpaquePointer(bar), GTK_LEVEL_BAR_MODE_DISCRETE)
            gtk_level_bar_set_value(OpaquePointer(bar), Double(score.value))
            // A score is neither good nor bad: one colour for all, not GTK's low/high/full ones.
            for offset in ["low", "high", "full"] { gtk_level_bar_remove_offset_value(OpaquePointer(bar), offset) }
            gtk_widget_set_margin_bottom(bar, 4)
            kittens_set_accessible_label(
                bar, localized("{score}: {value} of 5", ["score": score.label, "value": String(score.value)]))
            levelBars.append(bar)
            gtk_box_append(kittens_box(grid), label)
            gtk_box_append(kittens_box(grid), bar)
        }
        return grid
    }

    private func link(to url: URL, name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_link_button_new_with_label(url.absoluteString, localized("Wikipedia"))!
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        kittens_set_accessible_label(button, localized("{name} on Wikipedia", ["name": name]))
        Signal.connect(GObjectPointer<Gtk.LinkButton>(OpaquePointer(button)), .activateLink) { [weak self] in
            self?.onOpen?(url)
            return true
        }
        linkButton = button
        return button
    }

    /// A label of plain text (never markup), selectable, wrapped even inside long words.
    private static func label(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_text(kittens_label(label), text)
        gtk_label_set_wrap(kittens_label(label), 1)
        gtk_label_set_wrap_mode(kittens_label(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_selectable(kittens_label(label), 1)
        gtk_label_set_xalign(kittens_label(label), 0)
        return label
    }
}

import Localization

/// The Rate page's keys, found at once: the arrows (Up likes, Down is not for me, Right skips),
/// the first letters of the buttons' words, Space to skip, and Ctrl+Z to take the last vote back.
/// They act only while the Rate page shows.
extension WindowShortcut {
    static var rateLike: WindowShortcut { .pictures(localized("Like"), ["Up", "l"], "win.rate-up") }
    static var rateNotForMe: WindowShortcut { .pictures(localized("Not for Me"), ["Down", "d"], "win.rate-down") }
    static var rateSkip: WindowShortcut { .pictures(localized("Skip"), ["Right", "space"], "win.rate-skip") }
    static var rateUndo: WindowShortcut { .pictures(localized("Withdraw the Last Vote"), ["<Control>z"], "win.rate-undo") }
}

import Localization

/// The Rate page's keys, found at once: the arrows (Up likes, Down is not for me, Right skips),
/// the first letters of the buttons' words, Space to skip, and Ctrl+Z to take the last vote back.
/// They act only while the Rate page shows, and have a group of their own in the Keyboard
/// Shortcuts window, with My votes' keys (`MyVotesShortcuts`).
extension WindowShortcut {
    static var rateLike: WindowShortcut { WindowShortcut(.rate, localized("Like"), ["Up", "l"], "win.rate-up") }
    static var rateNotForMe: WindowShortcut { WindowShortcut(.rate, localized("Not for Me"), ["Down", "d"], "win.rate-down") }
    static var rateSkip: WindowShortcut { WindowShortcut(.rate, localized("Skip"), ["Right", "space"], "win.rate-skip") }
    static var rateUndo: WindowShortcut { WindowShortcut(.rate, localized("Withdraw the Last Vote"), ["<Control>z"], "win.rate-undo") }
}

extension WindowShortcut.Group {
    static var rate: Self { Self(title: localized("Rate")) }
}

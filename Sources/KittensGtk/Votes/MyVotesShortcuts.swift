import Localization

/// The keys of "My votes", on the selected vote: the first letters of the Rate page's buttons'
/// words, and Delete to withdraw it. The list answers them itself (`MyVotesPage`), while it has
/// the focus; the Keyboard Shortcuts window lists them.
extension WindowShortcut {
    static var myVoteLike: WindowShortcut { WindowShortcut(.rate, localized("Change the Selected Vote to Like"), ["l"], nil) }
    static var myVoteNotForMe: WindowShortcut { WindowShortcut(.rate, localized("Change the Selected Vote to Not for Me"), ["d"], nil) }
    static var myVoteWithdraw: WindowShortcut { WindowShortcut(.rate, localized("Withdraw the Selected Vote"), ["Delete", "KP_Delete"], nil) }

    /// Every key of "My votes", in the order the Keyboard Shortcuts window lists them.
    static var myVotes: [WindowShortcut] { [.myVoteLike, .myVoteNotForMe, .myVoteWithdraw] }
}

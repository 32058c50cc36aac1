import Kittens
import Localization

extension Toasts {
    /// Shows an account outbox's notice (favourites, votes) with its button: Undo activates
    /// `undo`, Details `details`, and a refused key's button leads to where the key is set
    /// (`Toasts.keyButton`). A feature that offers no Undo gives no `undo`.
    func show(_ notice: OutboxNotice, details: String, undo: String? = nil) {
        let button: (label: String, action: String)? = switch notice.button {
        case .undo: undo.map { (localized("Undo"), $0) }
        case .preferences: Self.keyButton
        case .details: (localized("Details"), details)
        case nil: nil
        }
        show(notice.message, isFailure: notice.isFailure, button: button)
    }
}

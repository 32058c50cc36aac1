/// A screen's view as its component sees it: it renders a `Model` and sends the user's
/// `Event`s. A widget tree implements it; so do test doubles. Main thread only.
///
/// Where a view's events are its store's intents one to one, `Event` is the store's `Intent`.
@MainActor
public protocol StoreView<Model, Event>: AnyObject {
    associatedtype Model
    associatedtype Event

    /// Shows `model`. Called while the view is attached, with each model that differs from the
    /// one shown.
    func render(_ model: Model)

    /// Where the view sends what the user does: set by the component on `attach`, cleared on
    /// `detach`.
    var onEvent: ((Event) -> Void)? { get set }
}

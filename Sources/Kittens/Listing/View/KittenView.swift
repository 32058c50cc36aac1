/// The kitten screen as the feature sees it: it renders models and reports events. A GTK
/// window implements it; so do test doubles. Main thread only.
@MainActor
public protocol KittenView: AnyObject {
    /// Shows `model`. Called with every new model while the view is started.
    func render(_ model: KittenModel)

    /// Does a one-off effect, such as opening a URL.
    func perform(_ effect: KittenViewEffect)

    /// Where the view sends what the user does. Set by the component when the view is created,
    /// cleared when it is destroyed.
    var onEvent: ((KittenEvent) -> Void)? { get set }
}

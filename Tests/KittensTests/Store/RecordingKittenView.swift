import Kittens

/// A kitten view that remembers what it was shown and lets the test play the user.
@MainActor
final class RecordingKittenView: KittenView {
    private(set) var models: [KittenModel] = []
    private(set) var effects: [KittenViewEffect] = []
    var onEvent: ((KittenIntent) -> Void)?

    func render(_ model: KittenModel) { models.append(model) }
    func perform(_ effect: KittenViewEffect) { effects.append(effect) }

    var last: KittenModel? { models.last }

    func user(_ event: KittenIntent) { onEvent?(event) }
}

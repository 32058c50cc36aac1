import Kittens

/// A kitten view that remembers what it was shown and lets the test play the user.
@MainActor
final class RecordingListingView: ListingView {
    private(set) var models: [ListingModel] = []
    private(set) var effects: [ListingViewEffect] = []
    var onEvent: ((ListingIntent) -> Void)?

    func render(_ model: ListingModel) { models.append(model) }
    func perform(_ effect: ListingViewEffect) { effects.append(effect) }

    var last: ListingModel? { models.last }

    func user(_ event: ListingIntent) { onEvent?(event) }
}

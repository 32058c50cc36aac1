import MVI

/// The listing's models, made from the newest kitten state and breeds state: the breeds'
/// choices for the drop-down are sorted again only when the breeds change.
@MainActor
final class ListingModels {
    let source = ValueSource<KittenModel?>(nil)
    private var breedList: [Breed] = []
    private var breedChoices: [FiltersModel.BreedChoice] = []
    private var breedsRefreshError: KittenLoadError?

    var kittens: KittenState? {
        didSet { update() }
    }

    var breeds: BreedsState? {
        didSet {
            guard let breeds, breeds.breeds != breedList || breeds.refreshError != breedsRefreshError else { return }
            if breeds.breeds != breedList {
                breedList = breeds.breeds
                breedChoices = FiltersModel.breedChoices(of: breeds.breeds)
            }
            breedsRefreshError = breeds.refreshError
            update()
        }
    }

    private func update() {
        guard let kittens else { return }
        source.value = KittenModel(kittens, breedChoices: breedChoices, breedsRefreshError: breedsRefreshError)
    }
}

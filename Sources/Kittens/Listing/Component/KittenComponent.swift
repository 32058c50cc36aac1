import MVI
import MVIRecording

/// Binds a kitten store to a kitten view with the lifecycle of the original sample:
/// `onViewCreated` → `onStart` → `onStop` → `onViewDestroyed` → `onDestroy`.
///
/// The store lives as long as the component and starts loading when the component is made.
/// The view receives models only between `onStart` and `onStop`, and only when the model changed.
///
/// The states rendered come from the store, or from `stateSource` when one is given: a
/// `KittenTimeTravel` over the store's recording shows recorded states while the store goes on.
/// Events and labels always go to and come from the store. `breeds`, when given, lists the
/// breeds the filter offers (the breeds store's states); the component only reads them.
@MainActor
public final class KittenComponent {
    public let store: any KittenStore
    private let stateSource: any StateSource<KittenState>
    private weak var view: (any KittenView)?
    private var subscriptions: [StoreSubscription] = []
    private let breedsSource: (any StateSource<BreedsState>)?
    private var lastRendered: KittenModel?
    private var lastState: KittenState?
    private var breeds: [Breed] = []
    /// `breeds` sorted for the drop-down, made again only when they change.
    private var breedChoices: [FiltersModel.BreedChoice] = []
    private var breedsRefreshError: KittenLoadError?

    public init(
        store: any KittenStore, stateSource: (any StateSource<KittenState>)? = nil,
        breeds: (any StateSource<BreedsState>)? = nil
    ) {
        self.store = store
        self.stateSource = stateSource ?? store
        breedsSource = breeds
    }

    public convenience init(
        dataSource: any KittenDataSource,
        pageSize: Int,
        archive: (any KittenSnapshotArchive)? = nil,
        pictures: any PictureSource,
        storeFactory: any StoreFactory = DefaultStoreFactory()
    ) {
        self.init(store: storeFactory.makeKittenStore(
            dataSource: dataSource, pageSize: pageSize, archive: archive, pictures: pictures))
    }

    public func onViewCreated(_ view: any KittenView) {
        self.view = view
        lastRendered = nil
        // A view may keep sending through a handler it copied; once it is destroyed, or another
        // view took its place, what it sends is ignored.
        view.onEvent = { [weak self, weak view] event in
            guard let self, let view, self.view === view else { return }
            self.store.accept(KittenIntent(event))
        }
    }

    public func onStart() {
        guard subscriptions.isEmpty else { return }
        subscriptions = [
            stateSource.subscribe(onState: { [weak self] state in
                guard let self else { return }
                self.lastState = state
                self.render(KittenModel(state, breedChoices: self.breedChoices, breedsRefreshError: self.breedsRefreshError))
            }),
            store.subscribe(onLabel: { [weak self] label in self?.view?.perform(KittenViewEffect(label)) }),
        ]
        if let breedsSource {
            subscriptions.append(breedsSource.subscribe(onState: { [weak self] state in
                guard let self, state.breeds != self.breeds || state.refreshError != self.breedsRefreshError else { return }
                if state.breeds != self.breeds {
                    self.breeds = state.breeds
                    self.breedChoices = FiltersModel.breedChoices(of: state.breeds)
                }
                self.breedsRefreshError = state.refreshError
                if let last = self.lastState {
                    self.render(KittenModel(last, breedChoices: self.breedChoices, breedsRefreshError: state.refreshError))
                }
            }))
        }
    }

    public func onStop() {
        for subscription in subscriptions { subscription.cancel() }
        subscriptions = []
    }

    public func onViewDestroyed() {
        onStop()
        view?.onEvent = nil
        view = nil
    }

    public func onDestroy() {
        onViewDestroyed()
        store.dispose()
    }

    private func render(_ model: KittenModel) {
        guard let view, model != lastRendered else { return }
        lastRendered = model
        view.render(model)
    }
}

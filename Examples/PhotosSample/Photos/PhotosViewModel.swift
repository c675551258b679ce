import Fractal

/// What the photos screen's view must provide.
public protocol PhotosPresenters: Sendable {
    /// Shows the screen's title.
    var titlePresenter: Presenter<String> { get }
    /// Shows the photos: one row view model per photo, by difference.
    var rowsPresenter: Presenter<ListUpdate<PhotoRowViewModel>> { get }
    /// Shows whether a load is running.
    var loadingPresenter: Presenter<Bool> { get }
    /// Shows why the last load failed; nothing is presented while there is no error.
    var errorPresenter: Presenter<String> { get }
    /// Wires the refresh control to the view model.
    var refreshPresenter: Presenter<@Sendable () -> Void> { get }
}

/// The photos screen as a fractal view model backed by a ``PhotosStore``: it
/// is `Presentable` like any other view model, presents the store's state
/// through subscriptions, sends the user's intents to the store, and exposes
/// the store's outputs (navigation) for its parent, a coordinator.
///
/// Presenting the screen is its appearance: it sends
/// ``PhotosIntent/appeared``, which loads the photos.
public final class PhotosViewModel: Presentable, Sendable {
    /// What the photos screen needs.
    public struct Dependencies: Sendable {
        /// Loads the photos.
        public let service: any PhotosService

        /// Creates the dependencies.
        ///
        /// - Parameter service: Loads the photos.
        public init(service: any PhotosService) {
            self.service = service
        }
    }

    /// The photos screen's environment.
    public struct Context: Sendable {
        /// Where the store's delayed effects wait.
        public let scheduler: any TimedScheduler

        /// Creates a context.
        ///
        /// - Parameter scheduler: Where the store's delayed effects wait; the main queue by default.
        public init(scheduler: any TimedScheduler = UIScheduler()) {
            self.scheduler = scheduler
        }
    }

    /// The store the screen presents: its state is the screen's view state.
    public let store: PhotosStore
    /// One row view model per photo; a row that did not change keeps its object.
    public let rows: Property<[PhotoRowViewModel]>
    /// What the screen asks of its parent (navigation), sent by the store.
    public var outputs: Signal<PhotosOutput> { store.outputs }
    private let sendIntent: @Sendable (PhotosIntent) -> Void

    /// Creates the screen with a store of its own.
    ///
    /// - Parameters:
    ///   - dependencies: What the screen needs.
    ///   - context: The screen's environment.
    public convenience init(dependencies: Dependencies, context: Context) {
        self.init(store: PhotosStore(service: dependencies.service, scheduler: context.scheduler))
    }

    /// Creates the screen over `store`: its own, or a scope of an app's store.
    ///
    /// - Parameter store: The store to present and send intents to.
    public init(store: PhotosStore) {
        self.store = store
        let sendIntent: @Sendable (PhotosIntent) -> Void = { intent in store.send(PhotosEvent(intent)) }
        self.sendIntent = sendIntent
        rows = store.state.map(\.rows).skipRepeats().map(keyedBy: \.id) { row in
            PhotoRowViewModel(row: row, send: sendIntent)
        }
    }

    /// Sends what the user did to the store.
    ///
    /// - Parameter intent: The user's intent.
    public func send(_ intent: PhotosIntent) {
        sendIntent(intent)
    }

    /// The screen's title for a state: a transform for `Store.subscribe`.
    ///
    /// - Parameter viewState: The state.
    /// - Returns: The title.
    public static func title(for viewState: PhotosViewState) -> String {
        switch viewState.favorites.count {
        case 0: "Photos"
        case 1: "Photos (1 favorite)"
        case let count: "Photos (\(count) favorites)"
        }
    }

    /// Presents the screen, then sends ``PhotosIntent/appeared``.
    public var present: (any PhotosPresenters) -> (any Disposable)? {
        { presenters in
            let store = self.store
            let sendIntent = self.sendIntent
            let presentation = CompositeDisposable([
                store.subscribe(presenters.titlePresenter, PhotosViewModel.title(for:)),
                presenters.rowsPresenter <~ self.rows,
                store.subscribe(presenters.loadingPresenter) { $0.isLoading },
                presenters.errorPresenter.serial().optional() <~ store.state.map(\.errorText).skipRepeats(),
                presenters.refreshPresenter <~ { sendIntent(.refreshTapped) },
            ])
            sendIntent(.appeared)
            return presentation
        }
    }
}

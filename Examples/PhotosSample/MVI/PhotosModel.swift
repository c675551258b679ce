import Fractal

/// The photos screen as MVI with signals: the view attaches its intents and
/// gets back a view-state property to render and an actions signal to
/// handle (navigation).
///
/// Inside, intents are mapped to events and merged with the events of the
/// loading work (`Signal.merge`); the events are folded into the view state
/// by the pure ``PhotosViewState/reduce(_:_:)`` (`Signal.scan`); the
/// actions are intents mapped to navigation. An appearance or a refresh
/// starts a load unless one is running.
///
/// ```swift
/// let (viewState, actions) = model.attach(intents: intents.signal)
/// let render = viewState.observe { viewState in view.render(viewState) }
/// let navigation = actions.observe { action in coordinator.handle(action) }
/// ```
public final class PhotosModel: Sendable {
    private let service: any PhotosService
    private let attachments = CompositeDisposable()

    /// Creates the model.
    ///
    /// - Parameter service: Loads the photos.
    public init(service: any PhotosService) {
        self.service = service
    }

    deinit {
        attachments.dispose()
    }

    /// Connects the view's intents to the model.
    ///
    /// - Parameter intents: What the user does.
    /// - Returns: The view state, starting before the first load, and the
    ///   navigation the view's parent performs. The model keeps the view
    ///   state up to date until it is detached or released; after that,
    ///   neither changes.
    public func attach(
        intents: Signal<PhotosIntent>
    ) -> (viewState: Property<PhotosViewState>, actions: Signal<PhotosOutput>) {
        let attachment = CompositeDisposable()
        attachments += attachment
        let isAttached: @Sendable () -> Bool = { !attachment.isDisposed }

        // Events: intents mapped to events, merged with what loads report.
        let loads = Emitter<PhotosEvent>()
        let events = Signal.merge(
            intents.compactMap(\.favoriteTapped).map(PhotosEvent.favoriteToggled),
            loads.signal
        )
        // The view state: every event folded by the pure reducer.
        let viewState = events.filter { _ in isAttached() }.scan(PhotosViewState(), PhotosViewState.reduce)
        // Loading: a signal fed by the async service, one load at a time.
        let load = SerialDisposable()
        attachment += load
        attachment += intents.filter(\.requestsLoad).observe { [service] _ in
            guard !viewState.value.isLoading else { return }
            loads.send(.loadStarted)
            let task = Task {
                do throws(PhotosLoadError) {
                    loads.send(.loaded(try await service.loadPhotos()))
                } catch {
                    loads.send(.loadFailed(error))
                }
            }
            load.inner = AnyDisposable { task.cancel() }
        }
        // Actions: intents mapped to navigation.
        let actions = intents.compactMap(\.photoTapped).map(PhotosOutput.openPhoto).filter { _ in isAttached() }
        return (viewState, actions)
    }

    /// Disconnects every attached view: running loads are cancelled, and no
    /// view state changes or action is sent afterwards. A detached model
    /// stays detached.
    public func detach() {
        attachments.dispose()
    }
}

import Fractal

/// The photos screen as a store (Redux): the view state is the state, the
/// events are ``PhotosEvent`` (the view's intents become events through
/// ``PhotosEvent/init(_:)``), and navigation is an output.
///
/// A store is a view model: the screen's view presents it with one
/// `Presenter<PhotosViewState>` (`screen <- view`) and sends it what the user
/// does, starting with ``PhotosIntent/appeared``; a parent holds it in its
/// state like any child, and observes its `outputs` to navigate.
///
/// ```swift
/// let store = PhotosStore(service: InMemoryPhotosService.sample)
/// store.send(PhotosEvent(.appeared))
/// ```
public typealias PhotosStore = Store<PhotosViewState, PhotosEvent, PhotosOutput>

extension Store where State == PhotosViewState, Event == PhotosEvent, Output == PhotosOutput {
    /// Creates the photos screen's store, before its first load.
    ///
    /// - Parameters:
    ///   - service: Loads the photos.
    ///   - scheduler: Where delayed effects wait; the main queue by default
    ///     (this reducer has none, but a test may pass its scheduler).
    public convenience init(service: any PhotosService, scheduler: any TimedScheduler = UIScheduler()) {
        self.init(initial: PhotosViewState(), scheduler: scheduler, reduce: Self.reducer(service: service))
    }

    /// The photos store's reducer: the state changes of the pure
    /// ``PhotosViewState/reduce(_:_:)``, plus effects: a started load runs the
    /// service in a task and sends its result back; an opened photo becomes the
    /// ``PhotosOutput/openPhoto(_:)`` output. A load requested while one is
    /// running is ignored.
    ///
    /// - Parameter service: Loads the photos.
    /// - Returns: The reducer.
    public static func reducer(
        service: any PhotosService
    ) -> @Sendable (inout PhotosViewState, PhotosEvent) -> Effect<PhotosEvent, PhotosOutput> {
        { viewState, event in
            if event == .loadStarted, viewState.isLoading { return .none }  // one load at a time
            PhotosViewState.reduce(&viewState, event)
            switch event {
            case .loadStarted:
                return .run(id: PhotosLoadID()) { send in
                    do throws(PhotosLoadError) {
                        send(.loaded(try await service.loadPhotos()))
                    } catch {
                        send(.loadFailed(error))
                    }
                }
            case .photoOpened(let id):
                return .output(.openPhoto(id))
            case .loaded, .loadFailed, .favoriteToggled:
                return .none
            }
        }
    }
}

/// Identifies the photos store's running load, for cancellation.
private struct PhotosLoadID: Hashable, Sendable {}

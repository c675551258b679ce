import Fractal
import FractalTesting
import PhotosSample

/// A user's session, run step by step against either version of the photos
/// screen. Each step waits until the screen has taken it in (a queued send
/// may be reduced on another thread), so the steps never overlap.
struct SessionScript: Sendable {
    /// One step of a session.
    enum Step: Sendable {
        /// The user does something.
        case intent(PhotosIntent)
        /// The waiting load finishes.
        case finishLoad(Result<[Photo], PhotosLoadError>)
    }

    /// What the screen showed: every distinct view state, and every action.
    struct Outcome: Sendable {
        let viewStates: [PhotosViewState]
        let actions: [PhotosOutput]
    }

    let steps: [Step]

    /// Runs the steps against a view state and actions driven by `send`.
    func run(
        on service: ScriptedPhotosService, viewState: Property<PhotosViewState>, actions: Signal<PhotosOutput>,
        send: (PhotosIntent) -> Void
    ) async -> Outcome {
        let shown = Recorder<PhotosViewState>()
        let observation = viewState.skipRepeats().observe(shown.record)
        let handled = actions.scan([PhotosOutput]()) { handled, action in handled.append(action) }
        for step in steps {
            let before = viewState.value
            let handledBefore = handled.value.count
            switch step {
            case .intent(let intent):
                send(intent)
                switch intent {
                case .appeared, .refreshTapped:
                    if !before.isLoading { await viewState.firstValue { $0.isLoading } }
                case .favoriteTapped(let id):
                    await viewState.firstValue { $0.favorites.contains(id) != before.favorites.contains(id) }
                case .photoTapped:
                    await handled.firstValue { $0.count > handledBefore }
                }
            case .finishLoad(let outcome):
                await service.finish(with: outcome)
                await viewState.firstValue { !$0.isLoading }
            }
        }
        observation.dispose()
        return Outcome(viewStates: Array(shown.values), actions: handled.value)
    }
}

/// Appear, refresh while loading, favorite, open, a failed refresh, a
/// successful one, unfavorite, open.
let session = SessionScript(steps: [
    .intent(.appeared), .intent(.refreshTapped), .finishLoad(.success(threePhotos)),
    .intent(.favoriteTapped(bay.id)), .intent(.photoTapped(city.id)),
    .intent(.refreshTapped), .finishLoad(.failure(offline)),
    .intent(.refreshTapped), .finishLoad(.success([city, bay])),
    .intent(.favoriteTapped(bay.id)), .intent(.photoTapped(bay.id)),
])

import Fractal
import MediaSample

/// The catalog tab's view: counts, recommendations and favorites.
@MainActor
final class CatalogView: CatalogPresenters {
    let scheduler: SettlingScheduler
    /// The catalog as the store last described it.
    private(set) var catalog: CatalogViewState?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var catalogPresenter: Presenter<CatalogViewState> {
        Presenter.UI(on: scheduler) {
            self.catalog = $0; return nil
        }
    }
}

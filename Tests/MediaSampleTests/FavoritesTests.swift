import FractalTesting
import Testing

@testable import MediaSample

@Suite("A favorite marked on a movie's detail shows in the detail, the list and the catalog")
struct FavoritesTests {
    @Test func theDetailTogglesItsMark() {
        let detail = tester { MovieDetailViewModel(movie("alien"), $0) }
        detail.viewModel.favoriteTapped()
        detail.expect { $0.isFavorite = true }
        detail.viewModel.favoriteTapped()
        detail.expect { $0.isFavorite = false }
    }

    @Test func theListMarksTheFavorites() {
        let movies = tester { MoviesViewModel($0) }
        movies.viewModel.world.favorites.value = ["alien", "brazil"]
        movies.expect { $0.favorites = ["alien", "brazil"] }
    }

    @Test func theCatalogCountsTheFavoritesAndRecommendsOthers() {
        let world = MediaWorld(services: MediaServices())
        let catalog = ViewModelTester { _ in CatalogViewModel(ada, world) }
        #expect(catalog.state.summary == "6 movies, 0 favorites")
        let recommended = catalog.state.recommended
        world.favorites.value = [recommended[0].id]
        catalog.expect {
            $0.favorites = [recommended[0]]
            $0.recommended = CatalogRecommendationService(catalog: InMemoryMovieCatalog()).recommendations(for: ada, excluding: [recommended[0].id])
        }
        #expect(catalog.state.summary == "6 movies, 1 favorite")
        #expect(!catalog.state.recommended.contains(recommended[0]))
    }

    @Test func oneTapShowsEverywhereInTheApp() throws {
        let app = try signedIn(at: .movies(.detail(id: "alien")))
        app.exhaustivity = .off  // this test reads the favourite in every screen that shows it
        app.moviesTab?.state.detail?.favoriteTapped()
        #expect(app.moviesTab?.state.detail?.state.isFavorite == true)
        #expect(app.moviesTab?.state.favorites == ["alien"])
        #expect(app.state.main?.state.catalog.state.favorites == [movie("alien")])
    }
}

import Fractal
import Testing

@testable import MediaSample

@Suite("Tapping a movie pushes its detail over the list, at most one, and back pops it")
struct StackTests {
    let movies = tester { MoviesViewModel($0) }

    @Test func tappingAMoviePushesItsDetail() {
        #expect(movies.state.movies.map(\.id) == InMemoryMovieCatalog.sampleMovies.map(\.id))
        movies.viewModel.movieTapped("v-for-vendetta")
        movies.expect { $0.detail = MovieDetailViewModel(movie("v-for-vendetta"), movies.viewModel.world) }
        #expect(movies.viewModel.route.value == "movies/v-for-vendetta")
    }

    @Test func anotherMovieReplacesTheDetailAndTheSameOneKeepsIt() {
        movies.viewModel.movieTapped("the-matrix")
        movies.expect { $0.detail = MovieDetailViewModel(movie("the-matrix"), movies.viewModel.world) }
        weak let first = movies.state.detail
        movies.viewModel.movieTapped("brazil")
        movies.expect { $0.detail = MovieDetailViewModel(movie("brazil"), movies.viewModel.world) }
        #expect(first == nil)
        let kept = movies.state.detail
        movies.viewModel.movieTapped("brazil")
        #expect(kept != nil && movies.state.detail === kept)
    }

    @Test func backPopsTheDetailAndReleasesIt() {
        movies.viewModel.movieTapped("alien")
        movies.expect { $0.detail = MovieDetailViewModel(movie("alien"), movies.viewModel.world) }
        weak let detail = movies.state.detail
        movies.viewModel.backTapped()
        movies.expect { $0.detail = nil }
        #expect(detail == nil)
        #expect(movies.viewModel.route.value == "movies")
    }

    @Test func aMovieNotInTheListOpensNothing() {
        movies.viewModel.movieTapped("nope")
        movies.expect()
    }
}

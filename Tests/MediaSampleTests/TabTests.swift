import Fractal
import Testing

@testable import MediaSample

@Suite("Tapping tabs selects them, and each tab keeps its own route")
struct TabTests {
    let main = tester { MainViewModel(ada, $0) }

    @Test func theSignedInAppStartsAtTheCatalog() {
        #expect(main.state.tab == .catalog)
        #expect(main.viewModel.route.value == "catalog")
    }

    @Test func tappingATabSelectsItAndKeepsBothTabs() {
        let tabs = (main.state.catalog, main.state.movies)
        main.viewModel.tabTapped(.movies)
        main.expect { $0.tab = .movies }
        #expect(main.viewModel.route.value == "movies")
        main.viewModel.tabTapped(.catalog)
        main.expect { $0.tab = .catalog }
        #expect(main.state.catalog === tabs.0 && main.state.movies === tabs.1)
    }

    @Test func aTabKeepsItsDetailWhileAnotherIsSelected() {
        main.viewModel.open(.movies(.detail(id: "alien")))
        main.expect {
            $0.tab = .movies
            $0.movies.expect { $0.detail = MovieDetailViewModel(movie("alien"), main.viewModel.world) }
        }
        let detail = main.state.movies.state.detail
        main.viewModel.tabTapped(.catalog)
        main.expect { $0.tab = .catalog }
        #expect(main.viewModel.route.value == "catalog")
        main.viewModel.tabTapped(.movies)
        main.expect { $0.tab = .movies }
        #expect(main.viewModel.route.value == "movies/alien")
        #expect(detail != nil && main.state.movies.state.detail === detail)
    }
}

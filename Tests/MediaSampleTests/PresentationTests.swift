import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("The whole app presents through recording presenters, and nothing leaks")
@MainActor
struct PresentationTests {
    @Test func theViewModelsRenderTheStoreAndTheViewsDriveTheNavigation() throws {
        let registry = ViewModelRegistry()
        var app: MediaApp? = MediaApp(context: registry.context)
        let view = RecordingMediaView()
        let presentation = try #require(app) <- view

        func check(_ route: String, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let app else { return }
            view.forgetViewModels()
            #expect(app.route.value.description == route, sourceLocation: sourceLocation)
            let problems = registry.problems(in: app)
            #expect(problems == nil, "\(problems ?? "")", sourceLocation: sourceLocation)
        }

        // Sign-in: the view types and taps.
        let signIn = try #require(view.signInView)
        #expect(signIn.form.current == SignInViewState(MediaState(catalog: InMemoryMovieCatalog.sampleMovies)))
        signIn.nameInput.current?("ada")
        #expect(signIn.form.current?.name == "ada")
        signIn.submit.current?()
        #expect(view.signIn.liveContainers.isEmpty)
        #expect(signIn.form.liveCount == 0 && signIn.submit.liveCount == 0)
        check("catalog")

        // The signed-in app: header, tabs, catalog, list.
        let main = try #require(view.mainView)
        #expect(main.header.current?.greeting == "Signed in as Ada")
        #expect(main.selectedTab.current == .catalog)
        #expect(main.catalog.currentContainer?.catalog.current?.summary == "6 movies, 0 favorites")
        let movies = try #require(main.movies.currentContainer)
        #expect(movies.list.current?.rows.map(\.id) == InMemoryMovieCatalog.sampleMovies.map(\.id))
        #expect(movies.detail.liveContainers.isEmpty && movies.back.liveCount == 0)

        // Tapping the movies tab, then a row.
        main.selectTab.current?(.movies)
        #expect(main.selectedTab.current == .movies)
        check("movies")
        movies.open.current?("alien")
        let detail = try #require(movies.detail.currentContainer)
        #expect(detail.movie.current == MovieDetailViewState(app!.store.state.value, id: "alien"))
        #expect(detail.movie.current?.title == "Alien")
        #expect(movies.back.liveCount == 1)
        check("movies/alien")

        // The favorite toggle renders the detail, the list and the catalog from the store.
        detail.toggleFavorite.current?()
        #expect(detail.movie.current?.isFavorite == true)
        #expect(movies.list.current?.rows.first { $0.id == "alien" }?.isFavorite == true)
        #expect(main.catalog.currentContainer?.catalog.current?.favorites == ["Alien (1979)"])
        #expect(main.header.presentedCount == 1)  // its view state did not change

        // A route replaces the detail; back pops it.
        try app?.apply(route: "movies/brazil")
        #expect(detail.movie.liveCount == 0)
        #expect(movies.detail.currentContainer?.movie.current?.title == "Brazil")
        check("movies/brazil")
        movies.back.current?()
        #expect(movies.detail.liveContainers.isEmpty && movies.back.liveCount == 0)
        check("movies")

        // Signing out takes the signed-in app back.
        main.signOut.current?()
        #expect(view.main.liveContainers.isEmpty)
        #expect(main.header.liveCount == 0 && movies.list.liveCount == 0)
        #expect(view.signIn.liveContainers.count == 1)
        check("signin")

        // Teardown: the app, then its presentation.
        app?.dispose()
        app = nil
        let report = view.session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(registry.alive.isEmpty, "\(registry.alive.values.sorted())")
        #expect(view.session.dump() == "(nothing presented)")
    }

    @Test func aDeepLinkedStartPresentsTheTargetAfterSignIn() throws {
        let registry = ViewModelRegistry()
        var app: MediaApp? = MediaApp(context: registry.context)
        try app?.apply(route: "movies/v-for-vendetta")
        let view = RecordingMediaView()
        let presentation = try #require(app) <- view
        #expect(view.signInView?.form.current?.message == "Sign in to open movies/v-for-vendetta")
        try app?.signIn(name: "ada")
        let detail = try #require(view.mainView?.movies.currentContainer?.detail.currentContainer)
        #expect(detail.movie.current?.title == "V for Vendetta")
        #expect(view.mainView?.selectedTab.current == .movies)
        #expect(view.mainView?.selectedTab.presentedCount == 1)  // presented at the target at once
        view.forgetViewModels()
        #expect(registry.problems(in: app!) == nil)

        app?.dispose()
        app = nil
        let report = view.session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(registry.alive.isEmpty)
    }
}

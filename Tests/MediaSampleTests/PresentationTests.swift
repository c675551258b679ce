import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("The whole app presents through recording presenters, and nothing leaks")
@MainActor
final class PresentationTests {
    let registry = ViewModelRegistry()
    let session = RecordingSession()
    let view: RecordingMediaView
    var app: MediaApp?

    init() {
        view = RecordingMediaView(session: session)
        app = MediaApp(context: registry.context)
    }

    /// Checks the route, and that exactly the tree's view models are alive
    /// once the view's recordings forget the view models they were given.
    func check(_ route: String, sourceLocation: SourceLocation = #_sourceLocation) {
        view.forgetViewModels()
        #expect(app?.route.value.description == route, sourceLocation: sourceLocation)
        registry.expectOnlyReachableAlive(in: app!, sourceLocation: sourceLocation)
    }

    /// Disposes and drops the app, then disposes its presentation: nothing
    /// is left presented, and every view model was released.
    func expectTeardownLeavesNothing(_ presentation: (any Disposable)?, sourceLocation: SourceLocation = #_sourceLocation) {
        app?.dispose()
        app = nil
        #expect("\(session.disposeAndCheckLeaks(presentation))" == "no leaks", sourceLocation: sourceLocation)
        #expect(registry.alive.isEmpty, "\(registry.alive.values.sorted())", sourceLocation: sourceLocation)
    }

    @Test func theViewModelsRenderTheStoreAndTheViewsDriveTheNavigation() throws {
        let presentation = try #require(app) <- view
        // Sign-in: the view types and taps.
        let signIn = try view.$signInPresenter.container()
        #expect(signIn.$formPresenter.current == SignInViewState(MediaState(catalog: InMemoryMovieCatalog.sampleMovies)))
        try signIn.$nameInputPresenter.currentValue()("ada")
        #expect(signIn.$formPresenter.current?.name == "ada")
        try signIn.$submitPresenter.currentValue()()
        #expect(view.$signInPresenter.liveContainers.isEmpty)
        #expect(signIn.$formPresenter.liveCount == 0 && signIn.$submitPresenter.liveCount == 0)
        check("catalog")

        // The signed-in app: header, tabs, catalog, list.
        let main = try view.$mainPresenter.container()
        #expect(main.$headerPresenter.current?.greeting == "Signed in as Ada")
        #expect(main.$selectedTabPresenter.current == .catalog)
        let catalog = try main.$catalogPresenter.container().$catalogPresenter
        #expect(catalog.current?.summary == "6 movies, 0 favorites")
        let movies = try main.$moviesPresenter.container()
        #expect(movies.$listPresenter.current?.rows.map(\.id) == InMemoryMovieCatalog.sampleMovies.map(\.id))
        #expect(movies.$detailPresenter.liveContainers.isEmpty && movies.$backPresenter.liveCount == 0)

        // Tapping the movies tab, then a row.
        try main.$selectTabPresenter.currentValue()(.movies)
        #expect(main.$selectedTabPresenter.current == .movies)
        check("movies")
        try movies.$openPresenter.currentValue()("alien")
        let detail = try movies.$detailPresenter.container()
        #expect(detail.$moviePresenter.current == MovieDetailViewState(app!.store.states.value, id: "alien"))
        #expect(detail.$moviePresenter.current?.title == "Alien")
        #expect(movies.$backPresenter.liveCount == 1)
        check("movies/alien")

        // The favorite toggle renders the detail, the list and the catalog from the store.
        try detail.$toggleFavoritePresenter.currentValue()()
        #expect(detail.$moviePresenter.current?.isFavorite == true)
        #expect(movies.$listPresenter.current?.rows.first { $0.id == "alien" }?.isFavorite == true)
        #expect(catalog.current?.favorites == ["Alien (1979)"])
        #expect(main.$headerPresenter.presentedCount == 1)  // its view state did not change

        // A route replaces the detail; back pops it.
        try app?.apply(route: "movies/brazil")
        #expect(detail.$moviePresenter.liveCount == 0)
        #expect(try movies.$detailPresenter.container().$moviePresenter.current?.title == "Brazil")
        check("movies/brazil")
        try movies.$backPresenter.currentValue()()
        #expect(movies.$detailPresenter.liveContainers.isEmpty && movies.$backPresenter.liveCount == 0)
        check("movies")

        // Signing out takes the signed-in app back.
        try main.$signOutPresenter.currentValue()()
        #expect(view.$mainPresenter.liveContainers.isEmpty)
        #expect(main.$headerPresenter.liveCount == 0 && movies.$listPresenter.liveCount == 0)
        #expect(view.$signInPresenter.liveContainers.count == 1)
        check("signin")

        expectTeardownLeavesNothing(presentation)  // the app, then its presentation
        #expect(session.dump() == "(nothing presented)")
    }

    @Test func aDeepLinkedStartPresentsTheTargetAfterSignIn() throws {
        try app?.apply(route: "movies/v-for-vendetta")
        let presentation = try #require(app) <- view
        #expect(try view.$signInPresenter.container().$formPresenter.current?.message == "Sign in to open movies/v-for-vendetta")
        try app?.signIn(name: "ada")
        let main = try view.$mainPresenter.container()
        let detail = try main.$moviesPresenter.container().$detailPresenter.container()
        #expect(detail.$moviePresenter.current?.title == "V for Vendetta")
        #expect(main.$selectedTabPresenter.current == .movies)
        #expect(main.$selectedTabPresenter.presentedCount == 1)  // presented at the target at once
        check("movies/v-for-vendetta")
        expectTeardownLeavesNothing(presentation)
    }
}

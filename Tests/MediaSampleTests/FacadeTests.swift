import Fractal
import FractalTesting
import Testing

@testable import MediaSample

@Suite("MediaApp's commands do what its documented example says, and refuse what cannot be done")
struct FacadeTests {
    @Test func theDocumentedSessionRuns() throws {
        let root = RecordingPresenter<MediaApp.State>("root")
        let rootView = root.presenter
        let app = MediaApp()  // signed out: route `signin`
        #expect(app.route.value == "signin")
        try app.apply(route: "movies/v-for-vendetta")  // a deep link: still `signin`
        #expect(app.route.value == "signin")
        try app.signIn(name: "ada")  // lands on movies/v-for-vendetta
        #expect(app.route.value == "movies/v-for-vendetta")
        try app.back()  // movies
        #expect(app.route.value == "movies")
        try app.select(tab: .catalog)  // catalog
        #expect(app.route.value == "catalog")
        try app.open(movieAt: 2)  // movies/alien
        #expect(app.route.value == "movies/alien")
        try app.signOut()  // signin
        #expect(app.route.value == "signin")
        let presentation = app <- rootView  // any Presenter<MediaApp.State>
        #expect(root.current == app.state)
        #expect(root.current?.isSignedIn == false)
        presentation?.dispose()
        #expect(root.liveCount == 0)
    }

    @Test(arguments: [NavigationModel.Step.signOut, .back, .open(0), .tab(.movies)])
    func theSignedInAppsCommandsNeedASignedInUser(_ command: NavigationModel.Step) {
        let app = appTester()
        #expect(throws: MediaCommandError.signedOut) { try command.perform(on: app.viewModel) }
        #expect(app.route == "signin")
    }

    @Test func openingARowThatIsNotThereChangesNothing() throws {
        let app = try signedIn(at: .movies(.detail(id: "blade-runner")))
        #expect(app.viewModel.movies.map(\.id) == InMemoryMovieCatalog.sampleMovies.map(\.id))
        #expect(throws: MediaCommandError.noMovie(index: 6, count: 6)) { try app.viewModel.open(movieAt: 6) }
        #expect(throws: MediaCommandError.noMovie(index: -1, count: 6)) { try app.viewModel.open(movieAt: -1) }
        #expect(app.route == "movies/blade-runner")
    }

    @Test func backActsOnTheSelectedTabOnly() throws {
        let app = try signedIn(at: .movies(.detail(id: "alien")))
        app.exhaustivity = .off  // this test checks what `back` does to the route; the tabs' suites check their states
        try app.viewModel.select(tab: .catalog)
        #expect(throws: MediaCommandError.nothingToGoBackTo) { try app.viewModel.back() }
        try app.viewModel.select(tab: .movies)
        try app.viewModel.back()
        #expect(throws: MediaCommandError.nothingToGoBackTo) { try app.viewModel.back() }
        #expect(app.route == "movies")
    }

    @Test func theErrorsReadAsSentences() {
        #expect("\(MediaCommandError.noMovie(index: 9, count: 6))" == "no movie at 9 (the list has 6)")
        #expect("\(MediaCommandError.signInRefused(.refused(name: "mallory")))" == "mallory may not sign in.")
        #expect("\(MediaCommandError.alreadySignedIn)" == "already signed in (sign out first)")
    }
}

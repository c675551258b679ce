import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("MediaApp's documented example does what its comments say")
@MainActor
struct FacadeExampleTests {
    @Test func theDocumentedSessionRuns() throws {
        let rootView = RecordingMediaView()
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
        let presentation = app <- rootView  // any MediaPresenters
        #expect(rootView.$signInPresenter.liveContainers.count == 1)
        presentation?.dispose()
        app.dispose()
    }

    @Test func theErrorsReadAsSentences() {
        #expect("\(MediaCommandError.noMovie(index: 9, count: 6))" == "no movie at 9 (the list has 6)")
        #expect("\(MediaCommandError.signInRefused(.refused(name: "mallory")))" == "mallory may not sign in.")
        #expect("\(MediaCommandError.route(.unknownSegment("tv", index: 0, expected: ["catalog"])))" == "unknown segment 'tv' at 0; expected 'catalog'")
    }
}

// Cordux's store lines, as written in the talk that introduced it, compiled in
// Swift 6 mode, with its `store.subscribe(presenter, transform)` written as
// `presenter <~ store.states.map(transform).skipRepeats()`; the types around
// them are this file's.
import Fractal
import FractalTesting
import Testing

struct SessionState: Equatable, Sendable {
    var name: String?
}

struct AppState: Equatable, Sendable {
    var session = SessionState()
    var movies = ["v-for-vendetta": "V for Vendetta", "brazil": "Brazil"]
}

enum SessionEvent: Sendable {
    case signIn(name: String)
    case signOut
}

enum AppEvent: Sendable {
    case session(SessionEvent)
    case rename(id: String, title: String)
}

struct SignInViewModel: Equatable, Sendable {
    let isSignedIn: Bool
    init(_ state: AppState) { isSignedIn = state.session.name != nil }
}

struct MovieViewModel: Equatable, Sendable {
    let title: String
    static func createForMovie(id: String) -> @Sendable (AppState) -> MovieViewModel {
        { state in MovieViewModel(title: state.movies[id] ?? "?") }
    }
}

struct NameViewModel: Equatable, Sendable {
    let name: String?
}

@Suite("Cordux's store lines compile and mean what they say")
struct StoreSeedTests {
    @Test func sendSubscribeAndScope() {
        let signInPresenter = RecordingPresenter<SignInViewModel>("signIn")
        let moviePresenter = RecordingPresenter<MovieViewModel>("movie")
        let namePresenter = RecordingPresenter<NameViewModel>("name")

        let store = Store(initial: AppState()) { (state: inout AppState, event: AppEvent) in
            switch event {
            case .session(.signIn(let name)): state.session.name = name
            case .session(.signOut): state.session.name = nil
            case .rename(let id, let title): state.movies[id] = title
            }
            return .none
        }
        store.send(.session(.signIn(name: "ada")))
        let d1 = signInPresenter.presenter <~ store.states.map(SignInViewModel.init).skipRepeats()  // init(_ state: AppState)
        let d2 = moviePresenter.presenter <~ store.states.map(MovieViewModel.createForMovie(id: "v-for-vendetta")).skipRepeats()
        let session = store.scope(state: \.session, event: AppEvent.session)
        session.send(.signIn(name: "grace"))  // reaches AppState.session
        let d3 = namePresenter.presenter <~ session.states.map { NameViewModel(name: $0.name) }.skipRepeats()

        #expect(store.states.value.session.name == "grace")  // the scoped send reached AppState.session
        #expect(signInPresenter.values == [SignInViewModel(AppState(session: SessionState(name: "ada")))])
        #expect(moviePresenter.current == MovieViewModel(title: "V for Vendetta"))
        #expect(namePresenter.values == [NameViewModel(name: "grace")])

        store.send(.rename(id: "brazil", title: "Brazil (1985)"))
        #expect(moviePresenter.presentedCount == 1)  // an equal view model is not presented again
        #expect(namePresenter.presentedCount == 1)  // the session did not change

        store.send(.rename(id: "v-for-vendetta", title: "V"))
        #expect(moviePresenter.current == MovieViewModel(title: "V"))
        #expect(moviePresenter.liveCount == 1)  // the previous one was taken back first

        for subscription in [d1, d2, d3] { subscription?.dispose() }
        #expect(signInPresenter.liveCount + moviePresenter.liveCount + namePresenter.liveCount == 0)
        store.dispose()
    }
}

// The second app of the DocC article "Getting Started"
// (Sources/Fractal/Fractal.docc/GettingStarted.md): the seed's screens of
// GettingStartedSeedApp.swift, each a `ViewModel` whose view contract is its
// `State`, and the views that present them. .ci/check-docs.py checks the
// article's blocks appear here line for line; GettingStartedModelTests runs them.

import Fractal

final class LoginModel: ViewModel {
    struct State: Equatable {
        var name = ""
        var error: String?
    }
    let states = MutableProperty(State())
    private let auth: Auth

    init(auth: Auth) { self.auth = auth }

    func nameChanged(_ name: String) { modify { $0.name = name } }

    func logInTapped() {
        let error = auth.logIn(state.name)
        modify { $0.error = error }
    }
}

final class MainModel: ViewModel {
    struct State: Equatable {
        var title: String
        var groceries: GroceriesStore?
    }
    let states: MutableProperty<State>
    private let auth: Auth

    init(user: String, auth: Auth) { (states, self.auth) = (MutableProperty(State(title: "Welcome, \(user)")), auth) }

    func logOutTapped() { auth.logOut() }

    func groceriesTapped() { modify { $0.groceries = GroceriesStore(initial: GroceriesState(), reduce: GroceriesState.reduce) } }

    func groceriesDismissed() { modify { $0.groceries = nil } }
}

typealias GroceriesStore = Store<GroceriesState, GroceriesEvent, Never>

enum GroceriesEvent: Sendable {
    case draftChanged(String)
    case addTapped
    case itemDone(Int)
}

struct GroceriesState: Equatable {
    var draft = ""
    var items: [String] = []

    static func reduce(_ state: inout GroceriesState, _ event: GroceriesEvent) -> Effect<GroceriesEvent, Never> {
        switch event {
        case .draftChanged(let text):
            state.draft = text
        case .addTapped where !state.draft.isEmpty:
            state.items.append(state.draft)
            state.draft = ""
        case .addTapped:
            break
        case .itemDone(let index):
            if state.items.indices.contains(index) { state.items.remove(at: index) }
        }
        return .none
    }
}

final class RootModel: ViewModel {
    enum State: Equatable {
        case login(LoginModel)
        case main(MainModel)
    }
    let states: MutableProperty<State>
    private let screens: Property<State>

    init(auth: Auth) {
        screens = auth.user.map { user in
            user.map { .main(MainModel(user: $0, auth: auth)) } ?? .login(LoginModel(auth: auth))
        }
        .stored()
        states = MutableProperty(screens.value)
    }

    func whilePresented() -> (any Disposable)? { bind(\.self, to: screens) }
}

/// The root's view: it shows the current screen's view.
@MainActor
final class RootView {
    let scheduler: any Scheduler
    let login: LoginView
    let main: MainView

    init(scheduler: any Scheduler = UIScheduler()) {
        self.scheduler = scheduler
        (login, main) = (LoginView(scheduler: scheduler), MainView(scheduler: scheduler))
    }

    nonisolated var presenter: Presenter<RootModel.State> {
        Presenter.UI(on: scheduler) { state in
            switch state {
            case .login(let model): self.login.show(model)
            case .main(let model): self.main.show(model)
            }
        }
    }
}

/// The login screen's view: a text field and a button, which call `model`,
/// and an error label.
@MainActor
final class LoginView {
    let scheduler: any Scheduler
    private(set) weak var model: LoginModel?
    private(set) var error: String?

    init(scheduler: any Scheduler) { self.scheduler = scheduler }

    func show(_ model: LoginModel) -> (any Disposable)? {
        self.model = model
        return model <- presenter
    }

    nonisolated var presenter: Presenter<LoginModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.error = state.error
            return nil
        }
    }
}

/// The main screen's view: a title label, and a button that calls `model`.
@MainActor
final class MainView {
    let scheduler: any Scheduler
    private(set) weak var model: MainModel?
    private(set) var title = ""

    init(scheduler: any Scheduler) { self.scheduler = scheduler }

    func show(_ model: MainModel) -> (any Disposable)? {
        self.model = model
        return model <- presenter
    }

    nonisolated var presenter: Presenter<MainModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.title = state.title
            return AnyDisposable { MainActor.assumeIsolated { self.title = "" } }
        }
    }
}

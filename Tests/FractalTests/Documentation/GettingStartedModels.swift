// The app of the DocC article "Getting Started"
// (Sources/Fractal/Fractal.docc/GettingStarted.md): a login form, then a list
// with a detail sheet, each screen a `ViewModel`. .ci/check-docs.py checks the
// article's blocks appear here line for line; GettingStartedModelTests runs them.

import Fractal

/// Who is signed in, and the check of a password.
final class Auth: Sendable {
    let user = MutableProperty<String?>(nil)

    func logIn(_ name: String, password: String) async -> Bool {
        guard password == "lovelace" else { return false }
        user.value = name
        return true
    }

    func logOut() { user.value = nil }
}

final class LoginModel: ViewModel {
    struct State: Equatable {
        var name = ""
        var password = ""
        var isLoggingIn = false
        var error: String?
    }
    let states = MutableProperty(State())
    private let auth: Auth

    init(auth: Auth) { self.auth = auth }

    func nameChanged(_ name: String) { modify { $0.name = name } }

    func passwordChanged(_ password: String) { modify { $0.password = password } }

    func logInTapped() {
        let (name, password) = (state.name, state.password)
        modify {
            $0.isLoggingIn = true
            $0.error = nil
        }
        startTask(id: "logIn") { model in
            let isSignedIn = await model.auth.logIn(name, password: password)
            model.modify {
                $0.isLoggingIn = false
                if !isSignedIn {
                    $0.password = ""
                    $0.error = "Wrong password."
                }
            }
        }
    }
}

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String

    static let samples = [Item(id: 1, title: "Analytical Engine"), Item(id: 2, title: "Note G")]
}

final class MainModel: ViewModel {
    struct State: Equatable {
        var user: String
        var items: [Item]
        var filter = ""
        var detail: ItemDetailModel?

        var visibleItems: [Item] { filter.isEmpty ? items : items.filter { $0.title.contains(filter) } }
    }
    let states: MutableProperty<State>
    private let auth: Auth

    init(user: String, items: [Item], auth: Auth) {
        states = MutableProperty(State(user: user, items: items))
        self.auth = auth
        handleDismissals(in: \.detail)
    }

    func filterChanged(_ text: String) { modify { $0.filter = text } }

    func itemTapped(_ item: Item) { modify { $0.detail = ItemDetailModel(item) } }

    func logOutTapped() { auth.logOut() }
}

final class ItemDetailModel: ViewModel {
    let states: MutableProperty<Item>

    init(_ item: Item) { states = MutableProperty(item) }

    func closeTapped() { dismiss() }
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
            user.map { .main(MainModel(user: $0, items: Item.samples, auth: auth)) } ?? .login(LoginModel(auth: auth))
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

/// The login screen's view: two fields and a button, which call `model`,
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

/// The main screen's view: a title label and the titles of the visible items.
@MainActor
final class MainView {
    let scheduler: any Scheduler
    private(set) weak var model: MainModel?
    private(set) var title = ""
    private(set) var rows: [String] = []

    init(scheduler: any Scheduler) { self.scheduler = scheduler }

    func show(_ model: MainModel) -> (any Disposable)? {
        self.model = model
        return model <- presenter
    }

    nonisolated var presenter: Presenter<MainModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.title = "Welcome, \(state.user)"
            self.rows = state.visibleItems.map(\.title)
            return AnyDisposable { MainActor.assumeIsolated { self.title = "" } }
        }
    }
}

// The first app of the DocC article "Getting Started"
// (Sources/Fractal/Fractal.docc/GettingStarted.md): seed 000's Root → Login | Main,
// written as the seed writes it. .ci/check-docs.py checks the article's blocks
// appear here line for line; GettingStartedSeedAppTests runs it.

import Fractal

final class Auth: Sendable {
    let user = MutableProperty<String?>(nil)

    func logIn(_ name: String) -> String? {
        guard !name.isEmpty else { return "Enter your name." }
        user.value = name
        return nil
    }

    func logOut() { user.value = nil }
}

protocol LoginPresenters: Sendable {
    var namePresenter: Presenter<@Sendable (String) -> Void> { get }
    var logInPresenter: Presenter<@Sendable () -> Void> { get }
    var errorPresenter: Presenter<String> { get }
}

final class LoginViewModel: Presentable, Sendable {
    private let name = MutableProperty("")
    private let error = MutableProperty<String?>(nil)
    private let auth: Auth

    init(auth: Auth) { self.auth = auth }

    var present: (any LoginPresenters) -> (any Disposable)? {
        { [name, error, auth] presenters in
            CompositeDisposable([
                presenters.namePresenter <~ { name.value = $0 },
                presenters.logInPresenter <~ { error.value = auth.logIn(name.value) },
                presenters.errorPresenter.serial().optional() <~ error,
            ])
        }
    }
}

protocol MainPresenters: Sendable {
    var titlePresenter: Presenter<String> { get }
    var logOutPresenter: Presenter<@Sendable () -> Void> { get }
}

final class MainViewModel: Presentable, Sendable {
    private let title: String
    private let auth: Auth

    init(user: String, auth: Auth) { (title, self.auth) = ("Welcome, \(user)", auth) }

    var present: (any MainPresenters) -> (any Disposable)? {
        { [title, auth] presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ title,
                presenters.logOutPresenter <~ { auth.logOut() },
            ])
        }
    }
}

final class RootViewModel: Sendable {
    struct Dependencies {
        let auth: Auth
    }
    struct Context {
        var scheduler: any Scheduler = UIScheduler()
    }

    enum Child {
        case login(LoginViewModel)
        case main(MainViewModel)
    }
    private let child: Property<Child>
    private let scheduler: any Scheduler

    init(dependencies: Dependencies, context: Context) {
        let auth = dependencies.auth
        scheduler = context.scheduler
        child = auth.user.map { user in
            user.map { .main(MainViewModel(user: $0, auth: auth)) } ?? .login(LoginViewModel(auth: auth))
        }
        .stored()
    }
}

protocol RootPresenters: Sendable {
    var loginPresenter: Presenter<LoginViewModel> { get }
    var mainPresenter: Presenter<MainViewModel> { get }
}

extension RootViewModel: Presentable {
    var present: (any RootPresenters) -> (any Disposable)? {
        { [child, scheduler] presenters in
            let childPresenter = Presenter<Child>.UI(on: scheduler) { child in
                switch child {
                case .login(let viewModel): presenters.loginPresenter <~ viewModel
                case .main(let viewModel): presenters.mainPresenter <~ viewModel
                }
            }
            return childPresenter <~ child
        }
    }
}

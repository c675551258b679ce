import Fractal
import LoginSample

/// The root view: shows the screen of the child the root view model's state
/// holds, presenting the child there.
@MainActor
final class AppView {
    enum Showing { case login, main }

    let scheduler: SettlingScheduler
    let login: LoginScreen
    let main: MainScreen
    private(set) var showing: Showing?

    init(scheduler: SettlingScheduler) {
        self.scheduler = scheduler
        login = LoginScreen(scheduler: scheduler)
        main = MainScreen(scheduler: scheduler)
    }

    /// Presents each state's child into its screen; the previous child's
    /// presentation is disposed before the next state is shown.
    nonisolated var presenter: Presenter<RootViewModel.State> {
        Presenter.UI(on: scheduler) { state in
            let shown: (any Disposable)?
            switch state {
            case .login(let viewModel):
                self.showing = .login
                shown = self.login.show(viewModel)
            case .main(let viewModel):
                self.showing = .main
                shown = self.main.show(viewModel)
            }
            return CompositeDisposable([shown, AnyDisposable { MainActor.assumeIsolated { self.showing = nil } }])
        }
    }
}

/// The login screen: two text fields, a button, an error line.
@MainActor
final class LoginScreen {
    let scheduler: SettlingScheduler
    /// The view model presented here, which the fields and the button call.
    private(set) weak var viewModel: LoginViewModel?
    /// The last state it presented.
    private(set) var state = LoginViewModel.State()

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    /// Presents `viewModel` here.
    func show(_ viewModel: LoginViewModel) -> (any Disposable)? {
        self.viewModel = viewModel
        return viewModel <- presenter
    }

    /// Types into the username field, as a text field would report it.
    func type(username text: String) { viewModel?.usernameChanged(text) }

    /// Types into the password field.
    func type(password text: String) { viewModel?.passwordChanged(text) }

    nonisolated var presenter: Presenter<LoginViewModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.state = state
            return nil
        }
    }
}

/// The main screen: a greeting, the filter, the list, the open item, a logout button.
@MainActor
final class MainScreen {
    let scheduler: SettlingScheduler
    /// The view model presented here, which the filter's field and the logout button call.
    private(set) weak var viewModel: MainViewModel?
    /// The last state it presented.
    private(set) var state: MainViewModel.State?
    /// The views the rows are presented into, each while it is listed.
    private let rowViews: ChildPresentations<ItemRowViewModel, RowView>
    /// The open item's view, while there is one.
    private let detailViews: ChildPresentations<ItemDetailViewModel, DetailView>

    init(scheduler: SettlingScheduler) {
        self.scheduler = scheduler
        rowViews = ChildPresentations(makeView: { RowView(scheduler: scheduler) }, presenter: \.presenter)
        detailViews = ChildPresentations(makeView: { DetailView(scheduler: scheduler) }, presenter: \.presenter)
    }

    var title: String { state?.title ?? "" }
    /// The filter's text as its field displays it.
    var filter: String { state?.filter ?? "" }
    /// The listed rows, in order, each with the view it is presented into.
    var rows: [(viewModel: ItemRowViewModel, view: RowView?)] { (state?.rows ?? []).map { ($0, rowViews.view(of: $0)) } }
    /// The open item's view.
    var detail: (viewModel: ItemDetailViewModel, view: DetailView?)? { state?.detail.map { ($0, detailViews.view(of: $0)) } }

    /// Presents `viewModel` here; disposing takes back its rows' and detail's presentations too.
    func show(_ viewModel: MainViewModel) -> (any Disposable)? {
        self.viewModel = viewModel
        return CompositeDisposable([
            viewModel <- presenter,
            AnyDisposable {
                MainActor.assumeIsolated {
                    self.rowViews.disposeAll()
                    self.detailViews.disposeAll()
                    self.state = nil
                }
            },
        ])
    }

    /// Types into the filter's field, as a text field would report the edit.
    func type(filter text: String) { viewModel?.filterChanged(text) }

    nonisolated var presenter: Presenter<MainViewModel.State> {
        Presenter.UI(on: scheduler) { state in
            self.state = state
            self.rowViews.update(state.rows)
            self.detailViews.update(state.detail.map { [$0] } ?? [])
            return nil
        }
    }
}

/// One row of the main list: a view its row's view model is presented into.
@MainActor
final class RowView {
    let scheduler: SettlingScheduler
    private(set) var title = ""

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var presenter: Presenter<Item> {
        Presenter.UI(on: scheduler) { item in
            self.title = item.title
            return nil
        }
    }
}

/// The open item.
@MainActor
final class DetailView {
    let scheduler: SettlingScheduler
    private(set) var title = ""
    private(set) var text = ""

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var presenter: Presenter<Item> {
        Presenter.UI(on: scheduler) { item in
            (self.title, self.text) = (item.title, item.detail)
            return nil
        }
    }
}

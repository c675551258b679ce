import Fractal
import LoginSample

/// The root view: shows whichever child screen the root view model presents.
@MainActor
final class AppView: RootPresenters {
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

    nonisolated var loginPresenter: Presenter<LoginViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            self.showing = .login
            return CompositeDisposable([
                viewModel <- self.login,
                AnyDisposable { MainActor.assumeIsolated { self.showing = nil } },
            ])
        }
    }

    nonisolated var mainPresenter: Presenter<MainViewModel.AnyPresentable> {
        Presenter.UI(on: scheduler) { viewModel in
            self.showing = .main
            return CompositeDisposable([
                viewModel <- self.main,
                AnyDisposable { MainActor.assumeIsolated { self.showing = nil } },
            ])
        }
    }
}

/// The login screen: two text fields, a button, an error line.
@MainActor
final class LoginScreen: LoginPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    var hint = ""
    var error: String?
    var username = ""
    var password = ""
    private(set) var usernameInput: (@Sendable (String) -> Void)?
    private(set) var passwordInput: (@Sendable (String) -> Void)?
    private(set) var logIn: Action<Void, User, AuthError>?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    /// Types into the username field, as a text field would report it.
    func type(username text: String) {
        username = text
        usernameInput?(text)
    }

    /// Types into the password field.
    func type(password text: String) {
        password = text
        passwordInput?(text)
    }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var hintPresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.hint = $0; return nil
        }
    }

    nonisolated var usernameInputPresenter: Presenter<@Sendable (String) -> Void> {
        scheduler.presenter { sink in
            if sink != nil { self.username = "" }
            self.usernameInput = sink
        }
    }

    nonisolated var passwordInputPresenter: Presenter<@Sendable (String) -> Void> {
        scheduler.presenter { sink in
            if sink != nil { self.password = "" }
            self.passwordInput = sink
        }
    }

    nonisolated var logInPresenter: Presenter<Action<Void, User, AuthError>> {
        scheduler.presenter { self.logIn = $0 }
    }

    nonisolated var errorPresenter: Presenter<String> {
        scheduler.presenter { self.error = $0 }
    }
}

/// The main screen: a greeting, the filter, the list, the open item, a logout button.
@MainActor
final class MainScreen: MainPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    /// The filter's text as its field displays it.
    private(set) var filter = ""
    /// The list's rows in order, each a view the row's view model is presented into.
    var rows: [RowView] { cells.cells }
    private var cells = ListCells<ItemRowViewModel, ItemRowViewModel.ID, RowView>()
    private(set) var detail: DetailView?
    private(set) var logOut: Action<Void, Void, Never>?
    private var filterField: InputField<String>?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    /// Types into the filter's field, as a text field would report the edit.
    func type(filter text: String) {
        filter = text
        filterField?.edit(text)
    }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var filterPresenter: Presenter<InputField<String>> {
        Presenter.UI(on: scheduler) { field in
            self.filterField = field
            // The field shows its text here, and only the view model's changes after that.
            let showing = field.show(on: self.scheduler) { text in MainActor.assumeIsolated { self.filter = text } }
            return CompositeDisposable([
                showing,
                AnyDisposable {
                    MainActor.assumeIsolated {
                        guard self.filterField === field else { return }
                        self.filterField = nil
                        self.filter = ""
                    }
                },
            ])
        }
    }

    nonisolated var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>> {
        Presenter.UI(on: scheduler) { update in
            self.apply(update)
            return nil  // updates are not taken back one by one: the final update removes every row
        }
    }

    /// Applies a list update as a table view would, with the library's
    /// `ListCells`: a row's view model is presented into a new row view when
    /// it is inserted (every row is visible in a terminal), presented again
    /// when it is updated, and taken back when it is removed.
    private func apply(_ update: ListUpdate<ItemRowViewModel>) {
        let makeRowView = { (row: ItemRowViewModel) -> RowView in
            let view = RowView(scheduler: self.scheduler)
            view.show(row)
            return view
        }
        do {
            try cells.apply(
                update, makeCell: makeRowView, updateCell: { row, view in view.show(row) }, removeCell: { $0.hide() })
        } catch {
            // A difference the cells cannot follow: show the rows by key, as `reloadData` would.
            try? cells.reload(update.rows, makeCell: makeRowView, removeCell: { $0.hide() })
        }
    }

    nonisolated var detailPresenter: Presenter<ItemDetailViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = DetailView(scheduler: self.scheduler)
            self.detail = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.detail === view { self.detail = nil } } },
            ])
        }
    }

    nonisolated var logOutPresenter: Presenter<Action<Void, Void, Never>> {
        scheduler.presenter { self.logOut = $0 }
    }
}

/// One row of the main list: a cell its row's view model is presented into.
@MainActor
final class RowView: ItemRowPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    private(set) var select: (@Sendable () -> Void)?
    private var presentation: (any Disposable)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    /// Presents `row` here, taking back the row presented before.
    func show(_ row: ItemRowViewModel) {
        presentation?.dispose()
        presentation = row <- self
    }

    /// Takes the row's presentation back.
    func hide() {
        presentation?.dispose()
        presentation = nil
    }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var selectPresenter: Presenter<@Sendable () -> Void> {
        scheduler.presenter { self.select = $0 }
    }
}

/// The open item.
@MainActor
final class DetailView: ItemDetailPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    var text = ""
    private(set) var close: (@Sendable () -> Void)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var detailPresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.text = $0; return nil
        }
    }

    nonisolated var closePresenter: Presenter<@Sendable () -> Void> {
        scheduler.presenter { self.close = $0 }
    }
}

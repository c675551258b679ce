import Fractal

/// What a main view must provide.
public protocol MainPresenters: Sendable {
    /// Shows the title.
    var titlePresenter: Presenter<String> { get }
    /// Shows the list: one row view model per row.
    var rowsPresenter: Presenter<[ItemRowViewModel]> { get }
    /// Shows the selected item's detail.
    var detailPresenter: Presenter<ItemDetailViewModel> { get }
    /// Shows the logout button.
    var logOutPresenter: Presenter<Action<Void, Void, Never>> { get }
}

/// The main screen: a greeting, a list of items (each row its own view
/// model), the selected item's detail, and logout.
public final class MainViewModel: Sendable {
    /// What the main screen needs.
    public struct Dependencies: Sendable {
        /// The signed-in user.
        public let user: User
        /// Signs the user out.
        public let authService: any AuthService
        /// Lists the items.
        public let itemsService: any ItemsService

        /// Creates the dependencies.
        public init(user: User, authService: any AuthService, itemsService: any ItemsService) {
            self.user = user
            self.authService = authService
            self.itemsService = itemsService
        }
    }

    /// The main screen's environment (nothing yet).
    public struct Context: Sendable {
        /// Creates a context.
        public init() {}
    }

    /// The greeting.
    public let title: String
    /// One child view model per item.
    public let rows: [ItemRowViewModel]
    /// The detail of the selected item, if any.
    public let selection: Property<ItemDetailViewModel?>
    /// Signs out, which returns the root to login.
    public let logOut: Action<Void, Void, Never>

    /// Creates the main view model.
    public init(dependencies: Dependencies, context: Context) {
        let selected = MutableProperty<ItemDetailViewModel?>(nil)
        title = "Welcome, \(dependencies.user.name)"
        rows = dependencies.itemsService.items(for: dependencies.user).map { item in
            ItemRowViewModel(
                item: item,
                select: {
                    // The detail is stored in `selected`, so its `close` must not retain `selected`.
                    selected.value = ItemDetailViewModel(item: item, close: { [weak selected] in selected?.value = nil })
                })
        }
        selection = Property(selected)
        let auth = dependencies.authService
        logOut = Action { auth.logOut() }
    }
}

extension MainViewModel: Presentable {
    /// Presents the main screen.
    public var present: (any MainPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.title,
                presenters.rowsPresenter <~ self.rows,
                presenters.detailPresenter.serial().optional() <~ self.selection,
                presenters.logOutPresenter <~ self.logOut,
            ])
        }
    }
}

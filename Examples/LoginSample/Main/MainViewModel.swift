import Fractal

/// What a main view must provide.
public protocol MainPresenters: Sendable {
    /// Shows the title.
    var titlePresenter: Presenter<String> { get }
    /// Shows the filter's text field: the view shows its text and reports edits.
    var filterPresenter: Presenter<InputField<String>> { get }
    /// Shows the list: the visible rows, one row view model each, and how
    /// each snapshot differs from the one before. The view presents a row
    /// into a cell only when the cell appears.
    var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>> { get }
    /// Shows the selected item's detail.
    var detailPresenter: Presenter<ItemDetailViewModel> { get }
    /// Shows the logout button.
    var logOutPresenter: Presenter<Action<Void, Void, Never>> { get }
}

/// The main screen: a greeting, a filtered list of items (each row its own
/// view model), the selected item's detail, and logout.
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

    /// The main screen's environment.
    public struct Context: Sendable {
        /// Where the filter waits for typing to pause (``filterDelay``): the
        /// UI scheduler in the app, a test scheduler in tests that check the
        /// waiting, an ``ImmediateScheduler`` to filter at every edit.
        public let scheduler: any TimedScheduler

        /// Creates a context.
        ///
        /// - Parameter scheduler: Where the filter waits.
        public init(scheduler: any TimedScheduler = UIScheduler()) { self.scheduler = scheduler }
    }

    /// How long the filter's text must stand before the list is filtered by
    /// it: typing a word filters once, when the typist pauses.
    public static let filterDelay: Duration = .milliseconds(250)

    /// The greeting.
    public let title: String
    /// The filter's text: only items whose title contains it, in any case,
    /// are listed (all of them while it is empty), once it has stood for
    /// ``filterDelay`` on the context's scheduler.
    public let filter: InputField<String>
    /// One child view model per listed item, in the items' order. A row whose
    /// item stays listed when the filter changes is the same object, so its
    /// cell keeps its presentation.
    public let rows: Property<[ItemRowViewModel]>
    /// The detail of the selected item, if any.
    public let selection: Property<ItemDetailViewModel?>
    /// Signs out, which returns the root to login.
    public let logOut: Action<Void, Void, Never>

    /// Creates the main view model.
    public init(dependencies: Dependencies, context: Context) {
        let selected = MutableProperty<ItemDetailViewModel?>(nil)
        let items = dependencies.itemsService.items(for: dependencies.user)
        let filter = InputField("")
        title = "Welcome, \(dependencies.user.name)"
        self.filter = filter
        rows = filter.value
            .debounce(for: Self.filterDelay, on: context.scheduler)
            .map { text in Self.items(items, matching: text) }
            .map(keyedBy: \.id) { item in
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

    /// The items whose title contains `text`, ignoring case; all of them for empty text.
    private static func items(_ items: [Item], matching text: String) -> [Item] {
        let query = text.lowercased()
        guard !query.isEmpty else { return items }
        return items.filter { $0.title.lowercased().contains(query) }
    }
}

extension MainViewModel: Presentable {
    /// Presents the main screen.
    public var present: (any MainPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.title,
                presenters.filterPresenter <~ self.filter,
                presenters.rowsPresenter <~ self.rows,
                presenters.detailPresenter.serial().optional() <~ self.selection,
                presenters.logOutPresenter <~ self.logOut,
            ])
        }
    }
}

import Fractal

/// The main screen: a greeting, a filtered list of items (each row its own
/// view model), the selected item's detail, and logout.
public final class MainViewModel: ViewModel {
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

    /// What the main screen shows.
    public struct State: Equatable, Sendable {
        /// The greeting.
        public let title: String
        /// The filter's text, as typed.
        public var filter = ""
        /// One child view model per listed item, in the items' order: the
        /// items whose title contains the filter, in any case (all of them
        /// while it is empty), once it has stood for ``filterDelay``. A row
        /// whose item stays listed is the same object, so its cell keeps its
        /// presentation.
        public var rows: [ItemRowViewModel]
        /// The detail of the selected item, if any.
        public var detail: ItemDetailViewModel?
    }

    /// How long the filter's text must stand before the list is filtered by
    /// it: typing a word filters once, when the typist pauses.
    public static let filterDelay: Duration = .milliseconds(250)

    /// Where the state lives.
    public let states: MutableProperty<State>
    private let filter = MutableProperty("")
    private let rows: Property<[ItemRowViewModel]>
    private let authService: any AuthService

    /// Creates the main view model.
    public init(dependencies: Dependencies, context: Context) {
        let items = dependencies.itemsService.items(for: dependencies.user)
        let states = MutableProperty(State(title: "Welcome, \(dependencies.user.name)", rows: []))
        rows = filter.debounce(for: Self.filterDelay, on: context.scheduler)
            .map { text in Self.items(items, matching: text) }
            .map(keyedBy: \.id) { item in
                ItemRowViewModel(item: item) { [weak states] in
                    states?.modify { $0.detail = ItemDetailViewModel(item: item) { [weak states] in states?.modify { $0.detail = nil } } }
                }
            }
        states.value.rows = rows.value
        self.states = states
        authService = dependencies.authService
    }

    /// Keeps the rows filtered while presented.
    ///
    /// - Returns: What stops filtering.
    public func whilePresented() -> (any Disposable)? { bind(\.rows, to: rows) }

    /// Sets the filter's text, as its field reports an edit.
    public func filterChanged(_ text: String) {
        modify { $0.filter = text }
        filter.value = text
    }

    /// Signs out, which returns the root to login.
    public func logOutTapped() { authService.logOut() }

    /// The items whose title contains `text`, ignoring case; all of them for empty text.
    private static func items(_ items: [Item], matching text: String) -> [Item] {
        let query = text.lowercased()
        guard !query.isEmpty else { return items }
        return items.filter { $0.title.lowercased().contains(query) }
    }
}

// The seed-style sample tree's main screen, its rows and an item's detail (see SeedTree.swift).

import Fractal
import LoginSample

extension SeedTree {
    /// What a main view must provide.
    protocol MainPresenters: Sendable {
        /// Shows the title.
        var titlePresenter: Presenter<String> { get }
        /// Shows the filter's text.
        var filterPresenter: Presenter<String> { get }
        /// Wires the filter's text field to the view model's input.
        var filterInputPresenter: Presenter<@Sendable (String) -> Void> { get }
        /// Shows the list: the visible rows, one row view model each.
        var rowsPresenter: Presenter<[ItemRowViewModel]> { get }
        /// Shows the selected item's detail.
        var detailPresenter: Presenter<ItemDetailViewModel> { get }
        /// Shows the logout button.
        var logOutPresenter: Presenter<Action<Void, Void, Never>> { get }
    }

    /// The main screen: a greeting, a filtered list of items (each row its own
    /// view model), the selected item's detail, and logout.
    final class MainViewModel: Sendable {
        /// What the main screen needs.
        struct Dependencies: Sendable {
            /// The signed-in user.
            let user: User
            /// Signs the user out.
            let authService: any AuthService
            /// Lists the items.
            let itemsService: any ItemsService
        }

        /// The main screen's environment.
        struct Context: Sendable {
            /// Where the filter waits for typing to pause (``filterDelay``): the
            /// UI scheduler in the app, a test scheduler in tests that check the
            /// waiting, an ``ImmediateScheduler`` to filter at every edit.
            let scheduler: any TimedScheduler

            /// Creates a context.
            ///
            /// - Parameter scheduler: Where the filter waits.
            init(scheduler: any TimedScheduler = UIScheduler()) { self.scheduler = scheduler }
        }

        /// How long the filter's text must stand before the list is filtered by
        /// it: typing a word filters once, when the typist pauses.
        static let filterDelay: Duration = .milliseconds(250)

        /// The greeting.
        let title: String
        /// The filter's text: only items whose title contains it, in any case,
        /// are listed (all of them while it is empty), once it has stood for
        /// ``filterDelay`` on the context's scheduler.
        let filter: Property<String>
        /// Sets the filter's text.
        let filterInput: @Sendable (String) -> Void
        /// One child view model per listed item, in the items' order. A row whose
        /// item stays listed when the filter changes is the same object, so its
        /// cell keeps its presentation.
        let rows: Property<[ItemRowViewModel]>
        /// The detail of the selected item, if any.
        let selection: Property<ItemDetailViewModel?>
        /// Signs out, which returns the root to login.
        let logOut: Action<Void, Void, Never>

        /// Creates the main view model.
        init(dependencies: Dependencies, context: Context) {
            let selected = MutableProperty<ItemDetailViewModel?>(nil)
            let items = dependencies.itemsService.items(for: dependencies.user)
            let filter = MutableProperty("")
            title = "Welcome, \(dependencies.user.name)"
            self.filter = Property(filter)
            filterInput = { filter.value = $0 }
            rows = self.filter
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
}

extension SeedTree.MainViewModel: Presentable {
    /// Presents the main screen.
    var present: (any SeedTree.MainPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.title,
                presenters.filterPresenter <~ self.filter,
                presenters.filterInputPresenter <~ self.filterInput,
                presenters.rowsPresenter <~ self.rows,
                presenters.detailPresenter.serial().optional() <~ self.selection,
                presenters.logOutPresenter <~ self.logOut,
            ])
        }
    }
}

extension SeedTree {
    /// What a list row must provide.
    protocol ItemRowPresenters: Sendable {
        /// Shows the row's title.
        var titlePresenter: Presenter<String> { get }
        /// Wires the row's tap to the view model.
        var selectPresenter: Presenter<@Sendable () -> Void> { get }
    }

    /// One row of the main list: a child view model of its own (fractal),
    /// identified by its item's `id`, so a list keeps its cell by key.
    final class ItemRowViewModel: Sendable, Identifiable {
        /// The item shown.
        let item: Item
        /// Selects the item, which makes the parent present its detail.
        let select: @Sendable () -> Void

        /// Creates a row for `item` that reports selection through `select`.
        init(item: Item, select: @escaping @Sendable () -> Void) {
            self.item = item
            self.select = select
        }

        /// The item's identifier: the row's key in the list.
        var id: String { item.id }
    }
}

extension SeedTree.ItemRowViewModel: Presentable {
    /// Presents the row.
    var present: (any SeedTree.ItemRowPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.item.title,
                presenters.selectPresenter <~ self.select,
            ])
        }
    }
}

extension SeedTree {
    /// What an item's detail view must provide.
    protocol ItemDetailPresenters: Sendable {
        /// Shows the title.
        var titlePresenter: Presenter<String> { get }
        /// Shows the text.
        var detailPresenter: Presenter<String> { get }
        /// Wires the close button.
        var closePresenter: Presenter<@Sendable () -> Void> { get }
    }

    /// The detail of one item.
    final class ItemDetailViewModel: Sendable {
        /// The item shown.
        let item: Item
        /// Closes the detail.
        let close: @Sendable () -> Void

        /// Creates the detail of `item`, closed through `close`.
        init(item: Item, close: @escaping @Sendable () -> Void) {
            self.item = item
            self.close = close
        }
    }
}

extension SeedTree.ItemDetailViewModel: Presentable {
    /// Presents the detail.
    var present: (any SeedTree.ItemDetailPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.item.title,
                presenters.detailPresenter <~ self.item.detail,
                presenters.closePresenter <~ self.close,
            ])
        }
    }
}

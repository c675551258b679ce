import Fractal

/// What a list row must provide.
public protocol ItemRowPresenters: Sendable {
    /// Shows the row's title.
    var titlePresenter: Presenter<String> { get }
    /// Wires the row's tap to the view model.
    var selectPresenter: Presenter<@Sendable () -> Void> { get }
}

/// One row of the main list: a child view model of its own (fractal),
/// identified by its item's `id`, so a list keeps its cell by key.
public final class ItemRowViewModel: Sendable, Identifiable {
    /// The item shown.
    public let item: Item
    /// Selects the item, which makes the parent present its detail.
    public let select: @Sendable () -> Void

    /// Creates a row for `item` that reports selection through `select`.
    public init(item: Item, select: @escaping @Sendable () -> Void) {
        self.item = item
        self.select = select
    }

    /// The item's identifier: the row's key in the list.
    public var id: String { item.id }
}

extension ItemRowViewModel: Presentable {
    /// Presents the row.
    public var present: (any ItemRowPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.item.title,
                presenters.selectPresenter <~ self.select,
            ])
        }
    }
}

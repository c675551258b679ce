import Fractal

/// What an item's detail view must provide.
public protocol ItemDetailPresenters: Sendable {
    /// Shows the title.
    var titlePresenter: Presenter<String> { get }
    /// Shows the text.
    var detailPresenter: Presenter<String> { get }
    /// Wires the close button.
    var closePresenter: Presenter<@Sendable () -> Void> { get }
}

/// The detail of one item.
public final class ItemDetailViewModel: Sendable {
    /// The item shown.
    public let item: Item
    /// Closes the detail.
    public let close: @Sendable () -> Void

    /// Creates the detail of `item`, closed through `close`.
    public init(item: Item, close: @escaping @Sendable () -> Void) {
        self.item = item
        self.close = close
    }
}

extension ItemDetailViewModel: Presentable {
    /// Presents the detail.
    public var present: (any ItemDetailPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.item.title,
                presenters.detailPresenter <~ self.item.detail,
                presenters.closePresenter <~ self.close,
            ])
        }
    }
}

import Fractal

/// The detail of one item, whose state is the item.
public final class ItemDetailViewModel: ViewModel {
    /// Where the state, the item shown, lives.
    public let states: MutableProperty<Item>
    private let close: @Sendable () -> Void

    /// Creates the detail of `item`, closed through `close`.
    public init(item: Item, close: @escaping @Sendable () -> Void) {
        (states, self.close) = (MutableProperty(item), close)
    }

    /// Closes the detail.
    public func closeTapped() { close() }
}

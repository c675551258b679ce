import Fractal

/// One row of the main list: a child view model of its own (fractal), whose
/// state is its item, identified by the item's `id`, so a list keeps its
/// cell by key.
public final class ItemRowViewModel: ViewModel, Identifiable {
    /// Where the state, the item shown, lives.
    public let states: MutableProperty<Item>
    private let select: @Sendable () -> Void

    /// Creates a row for `item` that reports selection through `select`.
    public init(item: Item, select: @escaping @Sendable () -> Void) {
        (states, self.select) = (MutableProperty(item), select)
    }

    /// The item's identifier: the row's key in the list.
    public var id: String { state.id }

    /// Selects the item, which makes the parent show its detail.
    public func selectTapped() { select() }
}

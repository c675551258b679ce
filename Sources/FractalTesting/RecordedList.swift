import Fractal

/// A keyed list presenter of a ``RecordingContainer``, declared in one
/// line: a ``RecordingList`` that applies updates where the container's
/// session binds, and presents each row shown into a cell of type `Cell`,
/// made in the same session and named after the property and the row's key
/// (`main.rows[notes]`).
///
/// The wrapped value is the ``RecordingList/presenter`` the view model
/// presents its list into; the projected value is the ``RecordingList``,
/// whose rows and cells a test reads:
///
/// ```swift
/// struct RecordingMainScreen: RecordingContainer, MainPresenters {
///     @Recorded var titlePresenter: Presenter<String>
///     @Recorded var filterPresenter: Presenter<InputField<String>>
///     @RecordedList(RecordingRow.self) var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>>
///     @RecordedChildren(RecordingDetailScreen.self) var detailPresenter: Presenter<ItemDetailViewModel>
///     @Recorded var logOutPresenter: Presenter<Action<Void, Void, Never>>
/// }
/// ```
///
/// ```swift
/// main.$rowsPresenter.showCell(at: 1)
/// scheduler.advance()
/// let notes = try #require(main.$rowsPresenter.cell(forKey: "notes"))
/// #expect(notes.$titlePresenter.next() == "Notes on the Engine")
/// ```
///
/// Rows are keyed by their `id` and presented with `row <- cell`, so `Cell`
/// must conform to the row's `Presenters` protocol; a cell that does not
/// stops the test at the first row shown with a message naming both types.
@propertyWrapper
public struct RecordedList<Row: Presentable & Identifiable & Sendable, Cell: RecordingContainer>: Sendable,
    RecordingContainerMember
where Row.ID: Sendable {
    let slot: RecordedSlot<RecordingList<Row, Row.ID, Cell>>

    /// Declares a list whose rows are shown in `Cell`s.
    ///
    /// - Parameter cell: The type of the cell made for each row shown.
    public init(_ cell: Cell.Type) {
        slot = RecordedSlot { Self.makeRecording(session: nil, name: "list") }
    }

    /// The presenter to hand to the view model (the container's
    /// presenters protocol asks for it).
    public var wrappedValue: Presenter<ListUpdate<Row>> { slot.value.presenter }

    /// The recording list, for the test to read: its rows, their keys, the
    /// cells shown, and the differences applied.
    public var projectedValue: RecordingList<Row, Row.ID, Cell> { slot.value }

    func attach(session: RecordingSession, name: String) {
        slot.attach { Self.makeRecording(session: session, name: name) }
    }

    private static func makeRecording(session: RecordingSession?, name: String) -> RecordingList<Row, Row.ID, Cell> {
        let present: @Sendable (Row, Cell) -> (any Disposable)? = { row, cell in row.presentChecked(into: cell, by: name) }
        guard let session else { return RecordingList(name, makeCell: { _ in Cell() }, presentRow: present) }
        return session.list(name, of: Row.self, cell: { name in Cell(session: session, name: name) }, present: present)
    }
}

extension Presentable {
    /// Presents the view model into `container`, which must conform to its
    /// `Presenters` protocol (a generic constraint cannot say so of an
    /// existential); stops the test with a message naming both types if not.
    func presentChecked<Container>(into container: Container, by name: String) -> (any Disposable)? {
        guard let presenters = container as? Presenters else {
            preconditionFailure("\(Container.self) does not conform to \(Presenters.self), so \(name) cannot present \(Self.self) into it")
        }
        return present(presenters)
    }
}

/// The precedence of Fractal's binding operators: looser than comparison and
/// `??`, tighter than assignment, so `return presenter <~ value` and
/// `let presentation = viewModel <- view` read as they look.
///
/// Both operators point at what receives: `presenter <~ value` gives a value
/// (or each value of a property or signal) to a presenter, and
/// `viewModel <- presenters` gives a container of presenters to a view model,
/// which presents itself through them. Both return the presentation, which
/// the caller keeps and disposes to take it back.
precedencegroup PresentationPrecedence {
    associativity: right
    lowerThan: TernaryPrecedence
    higherThan: AssignmentPrecedence
}

/// Gives the value, property or signal on the right to the presenter on the left.
infix operator <~ : PresentationPrecedence

/// Gives the container of presenters on the right to the view model on the
/// left, which presents itself through them.
infix operator <- : PresentationPrecedence

/// Presents `value` through `presenter` (`presenter.present(value)`).
///
/// ```swift
/// return presenters.titlePresenter <~ "Text"
/// ```
///
/// - Parameters:
///   - presenter: Where to present.
///   - value: What to present.
/// - Returns: The presentation.
@inlinable
public func <~ <Value>(presenter: Presenter<Value>, value: Value) -> (any Disposable)? {
    presenter.present(value)
}

/// Presents `viewModel` through a presenter of type-erased view models
/// (`Presenter<MainViewModel.AnyPresentable>`), erasing it first, as a
/// parent's child presenter does for the child it holds:
///
/// ```swift
/// case .main(let viewModel):
///     return presenters.mainPresenter <~ viewModel
/// ```
///
/// A value that is already an ``AnyPresentable`` is presented as it is, by
/// the plain `<~`. A property of view models is erased with
/// `map(AnyPresentable.init)` before `<~`.
///
/// - Parameters:
///   - presenter: Where to present.
///   - viewModel: The view model to present, erased.
/// - Returns: The presentation.
@inlinable
@_disfavoredOverload
public func <~ <Model: Presentable & Sendable>(
    presenter: Presenter<AnyPresentable<Model.Presenters>>, viewModel: Model
) -> (any Disposable)? {
    presenter.present(AnyPresentable(viewModel))
}

/// Presents `property`'s current value and each change through `presenter`,
/// disposing the previous value's presentation first: the one spelling of
/// presenting a changing value.
///
/// ```swift
/// return childPresenter <~ child
/// ```
///
/// - Parameters:
///   - presenter: Where to present.
///   - property: The values to present.
/// - Returns: The serial presentation.
@inlinable
public func <~ <Source: PropertyProtocol>(presenter: consuming Presenter<Source.Value>, property: Source) -> (any Disposable)? {
    SerialPresenter.present(property, with: presenter)
}

/// Presents each event of `signal` through `presenter`, disposing the
/// previous event's presentation first.
///
/// - Parameters:
///   - presenter: Where to present.
///   - signal: The values to present.
/// - Returns: The serial presentation.
@inlinable
public func <~ <Value>(presenter: Presenter<Value>, signal: Signal<Value>) -> (any Disposable)? {
    SerialPresenter.present(with: presenter) { signal.observe($0) }
}

/// Presents `property`'s values serially, through a serial presenter
/// (as `presenter <~ property` does; write `serial()` before `optional()`).
///
/// ```swift
/// return presenters.textPresenter.serial().optional() <~ self.text
/// ```
///
/// - Parameters:
///   - presenter: The serial presenter.
///   - property: The values to present.
/// - Returns: The serial presentation.
@inlinable
public func <~ <Source: PropertyProtocol>(presenter: SerialPresenter<Source.Value>, property: Source) -> (any Disposable)? {
    SerialPresenter.present(property, with: presenter.wrapped)
}

/// Presents `signal`'s events serially.
///
/// - Parameters:
///   - presenter: The serial presenter.
///   - signal: The values to present.
/// - Returns: The serial presentation.
@inlinable
public func <~ <Value>(presenter: SerialPresenter<Value>, signal: Signal<Value>) -> (any Disposable)? {
    SerialPresenter.present(with: presenter.wrapped) { signal.observe($0) }
}

/// Presents `viewModel` into `presenters` and keeps `viewModel` alive for
/// as long as the presentation is: the one lifetime rule of a fractal app is
/// *keep the presentation*.
///
/// ```swift
/// return viewModel <- mainScreen
/// ```
///
/// The returned presentation holds `viewModel` strongly, with everything its
/// ``Presentable/present`` returned, until it is disposed; disposing takes
/// the view model's presentation back, then releases the view model. So a
/// root presented with only its presentation kept still handles the next
/// tap, and a child presented by its parent lives as long as the parent's
/// presentation presents it. The view model must not keep its own
/// presentation (that would be a cycle): its presenter's owner, usually the
/// view or the app, keeps it.
///
/// - Parameters:
///   - viewModel: The view model to present.
///   - presenters: The container of presenters, usually a view.
/// - Returns: The view model's presentation, which keeps the view model
///   alive until disposed (never `nil`, even when the view model presented
///   nothing to take back).
@inlinable
public func <- <Model: Presentable & Sendable>(viewModel: Model, presenters: Model.Presenters) -> (any Disposable)? {
    KeptPresentation(viewModel, presentation: viewModel.present(presenters))
}

/// Presents `viewModel`, a type-erased view model, into `presenters`; the
/// presentation keeps the view model alive until disposed, as
/// `<-` does for any other view model.
///
/// - Parameters:
///   - viewModel: The view model to present.
///   - presenters: The container of presenters, usually a view.
/// - Returns: The view model's presentation, which keeps the view model
///   alive until disposed.
@inlinable
public func <- <Presenters>(viewModel: AnyPresentable<Presenters>, presenters: Presenters) -> (any Disposable)? {
    // The erased presentation already keeps what it presents (see `AnyPresentable`).
    viewModel.present(presenters)
}

/// Refuses to present a view model that is not `Sendable`: a presentation
/// keeps its view model alive, and can keep only a `Sendable` one.
///
/// Make the view model `Sendable` (a `final class` whose state is a
/// ``MutableProperty`` is), or call `viewModel.present(presenters)` and keep
/// the view model yourself for as long as it is presented.
///
/// - Parameters:
///   - viewModel: The view model to present.
///   - presenters: The container of presenters, usually a view.
/// - Returns: Never; this overload does not compile.
@available(
    *, unavailable,
    message: "a presentation keeps only a Sendable view model alive: make it Sendable, or call present(_:) and keep it"
)
public func <- <Model: Presentable>(viewModel: Model, presenters: Model.Presenters) -> (any Disposable)? {
    viewModel.present(presenters)
}

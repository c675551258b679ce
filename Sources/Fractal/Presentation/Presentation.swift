/// A presentation not made yet: a value and the presenter it is for.
///
/// View models compose presenters with it. A routing presenter
/// (``Presenter/routing(_:)``) turns each value into a presentation through
/// presenters the view model was given, such as one presenter per case of a
/// child enum:
///
/// ```swift
/// let childPresenter = Presenter<Child>.routing { child in
///     switch child {
///     case .login(let viewModel): presenters.loginPresenter.presentation(of: viewModel)
///     case .main(let viewModel): presenters.mainPresenter.presentation(of: viewModel)
///     }
/// }
/// return childPresenter <~ self.child
/// ```
///
/// A presentation can only be made from a presenter, so a view model that
/// composes presenters this way still reaches the UI only through the
/// presenters a view gave it; and since nothing here is scheduled, the
/// composed presenter binds wherever, and whenever, those presenters do.
public struct Presentation: Sendable {
    @usableFromInline let make: @Sendable () -> (any Disposable)?

    @inlinable
    init(make: @escaping @Sendable () -> (any Disposable)?) {
        self.make = make
    }

    /// Presents nothing.
    public static let none = Presentation { nil }

    /// Every one of `presentations`, made in order and taken back together.
    ///
    /// - Parameter presentations: The presentations.
    /// - Returns: Their combination.
    @inlinable
    public static func all(_ presentations: [Presentation]) -> Presentation {
        Presentation {
            let made = presentations.compactMap { $0.make() }
            return made.isEmpty ? nil : CompositeDisposable(made)
        }
    }
}

extension Presenter {
    /// This presenter's presentation of `value`, for a routing presenter to make.
    ///
    /// - Parameter value: What to present.
    /// - Returns: The presentation, made when the routing presenter presents.
    @inlinable
    public func presentation(of value: Value) -> Presentation {
        let presenter = self
        return Presentation { presenter.present(value) }
    }

    /// A presenter that presents each value as the presentation `route`
    /// returns for it, through presenters the view model was given.
    ///
    /// It is how a view model switches a value between several presenters
    /// (an enum child to one presenter per case), presents one value into
    /// several, or presents nothing for some values, without a scheduler of
    /// its own: each presenter it routes to binds the way its view made it.
    ///
    /// - Parameter route: Chooses the presentation of each value.
    /// - Returns: The routing presenter.
    @inlinable
    public static func routing(_ route: @escaping @Sendable (Value) -> Presentation) -> Presenter<Value> {
        Presenter { value in route(value).make() }
    }
}

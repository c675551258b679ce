/// A presentation not made yet: a value and the presenter it is for.
///
/// View models compose presenters with it. A forwarding presenter
/// (``Presenter/forwarding(_:)``) turns each value into a deferred
/// presentation through presenters the view model was given, such as one
/// presenter per case of a child enum:
///
/// ```swift
/// let childPresenter = Presenter<Child>.forwarding { child in
///     switch child {
///     case .login(let viewModel): presenters.loginPresenter.presentation(of: viewModel)
///     case .main(let viewModel): presenters.mainPresenter.presentation(of: viewModel)
///     }
/// }
/// return childPresenter <~ self.child
/// ```
///
/// A deferred presentation can only be made from a presenter, so a view model
/// that composes presenters this way still reaches the UI only through the
/// presenters a view gave it; and since nothing here is scheduled, the
/// composed presenter binds wherever, and whenever, those presenters do.
public struct DeferredPresentation: Sendable {
    @usableFromInline let make: @Sendable () -> (any Disposable)?

    @inlinable
    init(make: @escaping @Sendable () -> (any Disposable)?) {
        self.make = make
    }

    /// Presents nothing.
    public static let none = DeferredPresentation { nil }

    /// Every one of `presentations`, made in order and taken back together.
    ///
    /// - Parameter presentations: The presentations.
    /// - Returns: Their combination.
    @inlinable
    public static func all(_ presentations: [DeferredPresentation]) -> DeferredPresentation {
        DeferredPresentation {
            let made = presentations.compactMap { $0.make() }
            return made.isEmpty ? nil : CompositeDisposable(made)
        }
    }
}

extension Presenter {
    /// This presenter's presentation of `value`, for a forwarding presenter to make.
    ///
    /// - Parameter value: What to present.
    /// - Returns: The presentation, made when the forwarding presenter presents.
    @inlinable
    public func presentation(of value: Value) -> DeferredPresentation {
        let presenter = self
        return DeferredPresentation { presenter.present(value) }
    }

    /// A presenter that forwards each value to the presentation `choose`
    /// returns for it, through presenters the view model was given.
    ///
    /// It is how a view model switches a value between several presenters
    /// (an enum child to one presenter per case), presents one value into
    /// several, or presents nothing for some values, without a scheduler of
    /// its own: each presenter it forwards to binds the way its view made it.
    ///
    /// - Parameter choose: Chooses the presentation of each value.
    /// - Returns: The forwarding presenter.
    @inlinable
    public static func forwarding(_ choose: @escaping @Sendable (Value) -> DeferredPresentation) -> Presenter<Value> {
        Presenter { value in choose(value).make() }
    }
}

/// Presents the successive values of a property or signal through a
/// ``Presenter``, one at a time: before each new value is presented, the
/// previous value's presentation is disposed.
///
/// This is how a view model presents something that changes, such as its
/// current child:
///
/// ```swift
/// return childPresenter.serial().present(self.child)
/// ```
///
/// Disposing the serial presentation stops observing and disposes the
/// current value's presentation.
public struct SerialPresenter<Value: Sendable>: Sendable {
    /// The presenter each value is presented through.
    public let presenter: Presenter<Value>

    /// Creates a serial presenter presenting through `presenter`.
    ///
    /// - Parameter presenter: The presenter of single values.
    @inlinable
    public init(_ presenter: Presenter<Value>) {
        self.presenter = presenter
    }

    /// Presents the current value of `property`, then each change, disposing
    /// the previous value's presentation first.
    ///
    /// - Parameter property: The values to present.
    /// - Returns: The serial presentation.
    @inlinable
    public func present<Source: PropertyProtocol>(_ property: Source) -> (any Disposable)?
    where Source.Value == Value {
        Self.present(property, with: presenter)
    }

    /// ``present(_:)-(Source)`` with a presenter the caller gives up (`<~`
    /// does): the presenter is moved into the presentation, not copied.
    @inlinable
    static func present<Source: PropertyProtocol>(
        _ property: Source, with presenter: consuming Presenter<Value>
    ) -> (any Disposable)? where Source.Value == Value {
        // A mutable property's storage takes the presentation itself as the
        // observation (one object, not two). The cast folds away where
        // `Source` is known.
        if let property = property as? MutableProperty<Value> {
            let presentation = SerialObservation(presenter: presenter, storage: property.storage)
            presentation.start()
            return presentation
        }
        return SerialPresenter(presenter).present { property.observe($0) }
    }

    /// Presents each event of `signal`, disposing the previous event's
    /// presentation first.
    ///
    /// - Parameter signal: The values to present.
    /// - Returns: The serial presentation.
    @inlinable
    public func present(_ signal: Signal<Value>) -> (any Disposable)? {
        present { signal.observe($0) }
    }

    /// A serial presenter of optional values: `nil` disposes the previous
    /// presentation and presents nothing.
    ///
    /// Fractal MVVM's `textPresenter.serial().optional() <~ text` reads: present
    /// each new text, taking back the old one, and show nothing while it is `nil`.
    ///
    /// - Returns: The serial presenter of optionals.
    @inlinable
    public func optional() -> SerialPresenter<Value?> {
        SerialPresenter<Value?>(presenter.optional())
    }

    @inlinable
    func present(observingWith observe: (@escaping @Sendable (Value) -> Void) -> any Disposable) -> any Disposable {
        let presentation = SerialPresentation(presenter: presenter)
        presentation.start(observingWith: observe)
        return presentation
    }
}

extension Presenter {
    /// A presenter of a changing value's successive values, each replacing
    /// the previous one's presentation (see ``SerialPresenter``).
    ///
    /// - Returns: The serial presenter.
    @inlinable
    public func serial() -> SerialPresenter<Value> {
        SerialPresenter(self)
    }
}

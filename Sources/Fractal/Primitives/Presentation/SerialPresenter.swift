/// A presenter of a changing value's successive values, each replacing the
/// previous one's presentation: what ``Presenter/serial()`` returns, so that
/// Fractal MVVM's `presenters.textPresenter.serial().optional() <~ self.text`
/// compiles and reads as it did.
///
/// A view model presents a changing value with `<~`, which is already
/// serial: `presenter <~ property` presents the current value, then each
/// change, disposing the previous value's presentation first. `serial()` is
/// needed only before ``optional()``:
///
/// ```swift
/// return presenters.textPresenter.serial().optional() <~ self.text
/// ```
///
/// Disposing the serial presentation stops observing and disposes the
/// current value's presentation.
public struct SerialPresenter<Value: Sendable>: Sendable {
    /// The presenter each value is presented through.
    @usableFromInline let wrapped: Presenter<Value>

    @inlinable
    init(presenting presenter: Presenter<Value>) {
        wrapped = presenter
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
        SerialPresenter<Value?>(presenting: wrapped.optional())
    }

    /// Presents `property`'s current value and each change through
    /// `presenter`, disposing the previous value's presentation first: what
    /// `presenter <~ property` does. The presenter is moved into the
    /// presentation, not copied.
    @inlinable
    static func present<Source: PropertyProtocol>(
        _ property: Source, with presenter: consuming Presenter<Value>
    ) -> any Disposable where Source.Value == Value {
        // A mutable property's storage takes the presentation itself as the
        // observation (one object, not two). The cast folds away where
        // `Source` is known.
        if let property = property as? MutableProperty<Value> {
            let presentation = SerialObservation(presenter: presenter, storage: property.storage)
            presentation.start()
            return presentation
        }
        return present(with: presenter) { property.observe($0) }
    }

    /// Presents each event `observe` delivers through `presenter`, disposing
    /// the previous event's presentation first.
    @inlinable
    static func present(
        with presenter: Presenter<Value>,
        observingWith observe: (@escaping @Sendable (Value) -> Void) -> any Disposable
    ) -> any Disposable {
        let presentation = SerialPresentation(presenter: presenter)
        presentation.start(observingWith: observe)
        return presentation
    }
}

extension Presenter {
    /// A presenter of a changing value's successive values, each replacing
    /// the previous one's presentation (see ``SerialPresenter``).
    ///
    /// `presenter <~ property` is already serial; `serial()` is the start of
    /// `serial().optional() <~ property`, which presents nothing for `nil`.
    ///
    /// - Returns: The serial presenter.
    @inlinable
    public func serial() -> SerialPresenter<Value> {
        SerialPresenter(presenting: self)
    }
}

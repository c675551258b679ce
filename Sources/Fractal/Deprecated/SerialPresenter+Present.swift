// Second spellings of presenting a changing value. `presenter <~ property`
// (and `presenter <~ signal`) is the one spelling: it is already serial.
// Each compiles, with a warning naming its replacement, for one release;
// CHANGELOG lists them.

extension SerialPresenter {
    /// The presenter each value is presented through.
    @available(*, deprecated, message: "keep the presenter you called serial() on")
    public var presenter: Presenter<Value> { wrapped }

    /// Creates a serial presenter presenting through `presenter`.
    ///
    /// - Parameter presenter: The presenter of single values.
    @available(*, deprecated, message: "use presenter <~ property, which is serial, or presenter.serial().optional() <~ property")
    public init(_ presenter: Presenter<Value>) {
        self.init(presenting: presenter)
    }

    /// Presents the current value of `property`, then each change, disposing
    /// the previous value's presentation first.
    ///
    /// - Parameter property: The values to present.
    /// - Returns: The serial presentation.
    @available(*, deprecated, message: "use presenter <~ property, which is serial")
    public func present<Source: PropertyProtocol>(_ property: Source) -> (any Disposable)?
    where Source.Value == Value {
        Self.present(property, with: wrapped)
    }

    /// Presents each event of `signal`, disposing the previous event's
    /// presentation first.
    ///
    /// - Parameter signal: The values to present.
    /// - Returns: The serial presentation.
    @available(*, deprecated, message: "use presenter <~ signal, which is serial")
    public func present(_ signal: Signal<Value>) -> (any Disposable)? {
        Self.present(with: wrapped) { signal.observe($0) }
    }
}

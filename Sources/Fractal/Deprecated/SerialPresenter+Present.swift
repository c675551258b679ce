// Second spellings of a serial presenter. `presenter <~ property` (and
// `presenter <~ signal`) is the one spelling of presenting a changing value;
// `presenter.serial().present(property)`, the seed's own line, stays beside
// it. Each compiles, with a warning naming its replacement, for one release;
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
}

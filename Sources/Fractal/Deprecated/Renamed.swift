// Spellings renamed before the first release. Each compiles, with a warning
// naming its replacement, for one release; CHANGELOG lists them.

/// The former name of ``DeferredPresentation``.
@available(*, deprecated, renamed: "DeferredPresentation")
public typealias Presentation = DeferredPresentation

extension Presenter {
    /// The former name of ``forwarding(_:)``.
    ///
    /// - Parameter route: Chooses the presentation of each value.
    /// - Returns: The forwarding presenter.
    @available(*, deprecated, renamed: "forwarding(_:)")
    public static func routing(_ route: @escaping @Sendable (Value) -> DeferredPresentation) -> Presenter<Value> {
        forwarding(route)
    }
}

extension Route {
    /// The former name of ``segments``.
    @available(*, deprecated, renamed: "segments")
    public var components: [String] { segments }

    /// The former spelling of ``init(segments:)``.
    ///
    /// - Parameter components: The segments, already decoded.
    /// - Throws: ``RouteError`` for a control character, a dot segment, or
    ///   too many segments.
    @available(*, deprecated, renamed: "init(segments:)")
    public init(components: [String]) throws(RouteError) {
        try self.init(segments: components)
    }
}

extension Action {
    /// The former name of ``outputs``.
    @available(*, deprecated, renamed: "outputs")
    public var values: Signal<Output> { outputs }
}

extension ActionError {
    /// The former name of ``busy``.
    @available(*, deprecated, renamed: "busy")
    public static var executing: ActionError { .busy }
}

extension Store {
    /// The former name of ``states``, the store's observable state.
    ///
    /// A store's state property is `states`, as every view model's is; once
    /// this name is gone, a store's `state` is its current value, as a view
    /// model's is.
    @available(*, deprecated, renamed: "states")
    public var state: Property<State> { states }
}

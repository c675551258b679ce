// The routable tree, deprecated: navigation is state (a child, an enum of
// destinations or a stack in a view model's state, a StateLink for a screen
// that changes an ancestor's), and a deep link is a typed route read with
// RouteReader that sets it. Compiles, with a warning naming its replacement,
// for one release; CHANGELOG lists it.

/// A routable slot for a modal screen (a sheet, a dialog): at most one is
/// presented, and the route is its segment followed by its route, or
/// nothing when none is presented.
///
/// A route whose next segment names a sheet presents it (keeping the one
/// presented if the segment is the same); a route without one dismisses the
/// presented sheet. A segment no sheet has is left for the level above to
/// refuse. A screen with a modal plans its own segments first and then
/// hands the rest to its modal. The user's navigation is ``present(_:)``
/// and ``dismiss()``.
///
/// ```swift
/// let modal = RoutedModal { segment in segment == "trailer" ? Trailer() : nil }
/// try modal.apply("trailer")
/// modal.dismiss()
/// ```
///
/// Deprecated with ``Routable``: a sheet is an optional child in a
/// ``ViewModel``'s state (an alert an ``AlertState``), set to present it and
/// cleared to dismiss it; a deep link is a typed ``RouteRepresentable``
/// route read with a ``RouteReader`` that sets it.
@available(
    *, deprecated,
    message:
        "hold the sheet as an optional child in a ViewModel's state (an alert as an AlertState), and read a deep link with RouteReader into a typed RouteRepresentable route that sets it"
)
@MainActor
public final class RoutedModal<Sheet: Routable>: Routable {
    /// A presented sheet with its segment.
    public struct Presented: Sendable {
        /// The sheet's route segment.
        public let segment: String
        /// The sheet.
        public let sheet: Sheet

        @usableFromInline
        init(segment: String, sheet: Sheet) {
            self.segment = segment
            self.sheet = sheet
        }
    }

    /// The presented sheet, if any.
    public nonisolated let presented: Property<Presented?>
    /// The presented sheet's segment and route, or the root.
    public nonisolated let route: Property<Route>

    @usableFromInline
    let published: MutableProperty<Presented?>
    @usableFromInline
    let relay: RouteRelay
    @usableFromInline
    var current: Presented?
    @usableFromInline
    var isDisposed = false
    @usableFromInline
    let makeSheet: @MainActor (String) -> Sheet?

    /// Creates a slot with nothing presented.
    ///
    /// - Parameter sheet: Makes the sheet for a segment, or returns `nil`
    ///   when no sheet has it.
    @inlinable
    public init(sheet: @escaping @MainActor (String) -> Sheet?) {
        makeSheet = sheet
        published = MutableProperty(nil)
        presented = Property(published)
        relay = RouteRelay(
            published.flatMapLatest { presented -> Property<Route> in
                guard let presented else { return RouteConstants.root }
                return presented.sheet.route.map { Route.joining([presented.segment], $0) }
            })
        route = relay.route
    }

    /// Whether a sheet is presented.
    @inlinable
    public var isPresenting: Bool { current != nil }

    /// Presents the sheet for `segment`, dismissing the one presented.
    ///
    /// - Parameter segment: The sheet's segment.
    /// - Throws: ``RouteError`` when it is not a valid segment or no sheet
    ///   has it; nothing changes.
    @inlinable
    public func present(_ segment: String) throws(RouteError) {
        checkNotDisposed()
        RoutePlanning.checkNotPlanning("RoutedModal.present(_:)")
        _ = try Route(segments: [segment])
        guard let sheet = makeSheet(segment) else { throw .unknownSegment(segment, index: 0, expected: []) }
        relay.holding(around: presenting(Presented(segment: segment, sheet: sheet))).perform()
    }

    /// Dismisses the presented sheet and disposes it.
    ///
    /// - Returns: Whether a sheet was presented.
    @inlinable
    @discardableResult
    public func dismiss() -> Bool {
        checkNotDisposed()
        RoutePlanning.checkNotPlanning("RoutedModal.dismiss()")
        guard current != nil else { return false }
        relay.holding(around: presenting(nil)).perform()
        return true
    }

    /// Presents the sheet the next segment names, or dismisses.
    ///
    /// - Parameter reader: The route, at the sheet's segment.
    /// - Returns: The plan.
    /// - Throws: The presented sheet's error.
    @inlinable
    public func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        checkNotDisposed()
        return relay.holding(around: try plan(from: &reader))
    }

    @inlinable
    func plan(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
        guard let segment = reader.peek else {
            return current == nil ? RoutePlan() : presenting(nil)
        }
        if let current, current.segment == segment {
            _ = reader.next()
            return try current.sheet.planRoute(from: &reader)
        }
        guard let sheet = makeSheet(segment) else {
            return current == nil ? RoutePlan() : presenting(nil)
        }
        _ = reader.next()
        let sheetPlan = try sheet.planRouteAsNewChild(from: &reader)
        var plan = presenting(Presented(segment: segment, sheet: sheet), disposingIfAbandoned: true)
        plan.include(sheetPlan)
        return plan
    }

    /// Disposes the presented sheet; a second call does nothing. The slot
    /// must not be navigated afterwards.
    @inlinable
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        current?.sheet.dispose()
    }

    @inlinable
    func presenting(_ next: Presented?, disposingIfAbandoned: Bool = false) -> RoutePlan {
        let previous = current
        return RoutePlan(
            commit: { self.current = next },
            publish: { self.published.value = self.current },
            disposeAfterwards: { previous?.sheet.dispose() },
            disposeIfAbandoned: { if disposingIfAbandoned { next?.sheet.dispose() } }
        )
    }

    @inlinable
    func checkNotDisposed() {
        precondition(!isDisposed, "a RoutedModal was navigated after it was disposed")
    }
}

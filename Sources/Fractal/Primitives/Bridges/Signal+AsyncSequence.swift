extension Signal {
    /// The events sent after each loop starts, as an `AsyncSequence`.
    ///
    /// A loop observes the signal when it starts; events sent before that
    /// are not seen (a signal has no current value). Nothing is dropped
    /// while the loop is slow: events wait in an unbounded buffer (see
    /// ``values(bufferingPolicy:)`` to bound it). Leaving the loop or
    /// cancelling its task disposes the observation; the loop ends by itself
    /// once the ``Emitter`` is gone.
    ///
    /// ```swift
    /// for await user in logIn.outputs.values {
    ///     print("logged in as", user.name)
    /// }
    /// ```
    ///
    /// - Complexity: Starting a loop costs one observation; each event is
    ///   buffered in O(1).
    @inlinable
    public var values: AsyncValues<Value> {
        values(bufferingPolicy: .unbounded)
    }

    /// The events sent after each loop starts, as an `AsyncSequence` that
    /// keeps at most what `bufferingPolicy` allows while the loop is busy.
    ///
    /// ```swift
    /// for await query in queries.values(bufferingPolicy: .bufferingNewest(1)) {
    ///     await search(query)  // queries typed during a search: only the last is kept
    /// }
    /// ```
    ///
    /// - Parameter bufferingPolicy: Which events to keep while the loop has
    ///   not taken them.
    /// - Returns: The events.
    /// - Complexity: Starting a loop costs one observation; each event is
    ///   buffered in O(1).
    @inlinable
    public func values(bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy) -> AsyncValues<Value> {
        let source = self
        return AsyncValues(bufferingPolicy: bufferingPolicy) { observer in source.observe(observer) }
    }
}

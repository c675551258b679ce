extension PropertyProtocol {
    /// The property's current value, then every change, as an `AsyncSequence`.
    ///
    /// Each loop observes the property when it starts and takes the value
    /// current at that moment first. Nothing is dropped while the loop is
    /// slow: values wait in an unbounded buffer (see ``values(bufferingPolicy:)``
    /// to bound it). Leaving the loop or cancelling its task disposes the
    /// observation; the loop ends by itself once the property is gone. For
    /// `name`, a `MutableProperty("Ada")`:
    ///
    /// ```swift
    /// for await value in name.values {
    ///     print(value)  // "Ada", then every change
    ///     if value == "Grace" { break }  // stops observing
    /// }
    /// ```
    ///
    /// - Complexity: Starting a loop costs one observation; each value is
    ///   buffered in O(1).
    @inlinable
    public var values: AsyncValues<Value> {
        values(bufferingPolicy: .unbounded)
    }

    /// The property's current value, then every change, as an `AsyncSequence`
    /// that keeps at most what `bufferingPolicy` allows while the loop is busy.
    ///
    /// `.bufferingNewest(1)` suits a loop that only needs the latest state:
    /// the values it missed are skipped, and the last one it takes is still
    /// the property's current value. `.unbounded` (what ``values`` uses)
    /// drops nothing.
    ///
    /// ```swift
    /// for await progress in download.progress.values(bufferingPolicy: .bufferingNewest(1)) {
    ///     render(progress)
    /// }
    /// ```
    ///
    /// - Parameter bufferingPolicy: Which values to keep while the loop has
    ///   not taken them.
    /// - Returns: The values.
    /// - Complexity: Starting a loop costs one observation; each value is
    ///   buffered in O(1).
    @inlinable
    public func values(bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy) -> AsyncValues<Value> {
        let source = self
        return AsyncValues(bufferingPolicy: bufferingPolicy) { observer in source.observe(observer) }
    }
}

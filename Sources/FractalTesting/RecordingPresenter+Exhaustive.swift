import Fractal

extension RecordingPresenter {
    /// Returns the oldest bound value that no consuming read has returned yet,
    /// and marks it consumed.
    ///
    /// Consuming reads let a test account for every value a view model
    /// presented: read each with `next()` inside an assertion, then end the
    /// test with ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``,
    /// which fails if any value was never read.
    ///
    /// ```swift
    /// let title = session.presenter("title", of: String.self)
    /// let presentation = title.presenter <~ viewModel.title
    /// viewModel.rename("Welcome")
    /// #expect(title.next() == "Log in")
    /// #expect(title.next() == "Welcome")
    /// #expect(title.next() == nil)
    /// ```
    ///
    /// Only bound values are read, in the order presented: with a scheduler,
    /// advance it first. The non-consuming reads (``values``, ``live``,
    /// ``current``) never count as consuming.
    ///
    /// - Returns: The value, or `nil` when every bound value was consumed.
    /// - Complexity: Amortised O(1).
    public func next() -> Value? {
        log.withLock { $0.consumeNext() }
    }

    /// Consumes up to `count` bound values, oldest first (see ``next()``).
    ///
    /// - Parameter count: How many values to read; fewer are returned if
    ///   fewer are left, none if `count` is not positive.
    /// - Returns: The values read.
    /// - Complexity: O(`count`), amortised.
    public func take(_ count: Int) -> RecordedValues<Value> {
        log.withLock { log in
            var taken: [Value] = []
            while taken.count < count, let value = log.consumeNext() { taken.append(value) }
            return RecordedValues(taken)
        }
    }

    /// Consumes every bound value not consumed yet, oldest first (see
    /// ``next()``).
    ///
    /// Discard the result to skip what was presented so far without asserting
    /// it, for instance the set-up of a screen the test is not about.
    ///
    /// - Returns: The values read.
    /// - Complexity: O(*n*) in the values presented since the last consuming read.
    @discardableResult
    public func takeAll() -> RecordedValues<Value> {
        take(.max)
    }

    /// The bound values that no consuming read has returned yet, oldest
    /// first; reading them does not consume them.
    public var unconsumed: RecordedValues<Value> {
        RecordedValues(log.withLock { $0.unconsumed })
    }

    /// Whether exhaustivity checks look at this presenter (`true` unless set
    /// to `false`).
    ///
    /// Set it to `false` for a presenter whose values a test does not care
    /// about (a spinner, a timestamp) so that
    /// ``RecordingSession/checkExhausted(ignoringLivePresentations:fileID:filePath:line:column:)``
    /// passes it over.
    public var isExhaustive: Bool {
        get { log.withLock { $0.isExhaustive } }
        set { log.withLock { $0.isExhaustive = newValue } }
    }
}

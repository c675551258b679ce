/// The values of a property or signal as an `AsyncSequence`: what
/// ``PropertyProtocol/values`` and ``Signal/values`` return.
///
/// Each iteration observes the source when it starts (when `for await` makes
/// its iterator), so two loops over the same `AsyncValues` see the same
/// values independently. A property's iteration begins with the property's
/// current value, then every change; a signal's with the first event sent
/// after the iteration started.
///
/// ```swift
/// for await name in viewModel.name.values {
///     print(name)  // the current name, then every change
///     if name == "Grace" { break }  // stops observing the property
/// }
/// ```
///
/// ## Buffering
/// Observers are called on the thread that set the value, and they never
/// wait for the loop: values the loop has not taken yet wait in a buffer.
/// By default the buffer is unbounded, so nothing is dropped however slow
/// the loop is; pass another policy to
/// ``PropertyProtocol/values(bufferingPolicy:)`` or
/// ``Signal/values(bufferingPolicy:)`` to keep only the newest values (a
/// view that shows the latest state wants `.bufferingNewest(1)`).
///
/// ## Ending
/// Leaving the loop (`break`, `return`, a thrown error) or cancelling the
/// task that runs it disposes the observation at once. The iteration ends
/// by itself, after the buffered values, when the source can send nothing
/// more: its ``MutableProperty`` or ``Emitter`` was released, or it is a
/// constant such as `Property(value:)` or ``Signal/never``.
public struct AsyncValues<Element: Sendable>: AsyncSequence, Sendable {
    /// An iteration never throws.
    public typealias Failure = Never

    /// Observes the source; the observer is called with each value.
    @usableFromInline let subscribe: @Sendable (_ observer: @escaping @Sendable (Element) -> Void) -> any Disposable
    /// How many values not yet taken by the loop are kept.
    @usableFromInline let bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy

    @inlinable
    init(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy,
        subscribe: @escaping @Sendable (_ observer: @escaping @Sendable (Element) -> Void) -> any Disposable
    ) {
        self.bufferingPolicy = bufferingPolicy
        self.subscribe = subscribe
    }

    /// Starts an iteration: observes the source.
    ///
    /// `for await` calls it for you. The observation lasts until the iterator
    /// is released, its task is cancelled, or the source is gone.
    ///
    /// ```swift
    /// var iterator = counter.values.makeAsyncIterator()
    /// let current = await iterator.next()
    /// ```
    ///
    /// - Returns: The iterator.
    /// - Complexity: O(1), plus the source's cost to observe.
    public func makeAsyncIterator() -> Iterator {
        let subscribe = subscribe
        let stream = AsyncStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            // Set up before observing, so that an iteration that ends while
            // `subscribe` runs still disposes the observation.
            let observation = SerialDisposable()
            continuation.onTermination = { _ in observation.dispose() }
            let end = AsyncValuesEnd(continuation)
            observation.inner = subscribe { value in end.continuation.yield(value) }
        }
        return Iterator(base: stream.makeAsyncIterator())
    }

    /// Takes the values of one iteration, in the order they were sent.
    ///
    /// Not `Sendable`: one task iterates at a time.
    public struct Iterator: AsyncIteratorProtocol {
        @usableFromInline var base: AsyncStream<Element>.Iterator

        @inlinable
        init(base: AsyncStream<Element>.Iterator) {
            self.base = base
        }

        /// The next value, waiting for one if none is buffered.
        ///
        /// ```swift
        /// let next = await iterator.next()
        /// ```
        ///
        /// - Returns: The next value, or `nil` once the iteration has ended
        ///   (the task was cancelled, or the source is gone and the buffer is empty).
        @inlinable
        public mutating func next() async -> Element? {
            await base.next()
        }

        /// The next value, waiting for one on `actor`'s executor.
        ///
        /// `for await` calls it for you, so that a loop on an actor does not
        /// leave the actor between values.
        ///
        /// ```swift
        /// let next = await iterator.next(isolation: #isolation)
        /// ```
        ///
        /// - Parameter actor: The actor the loop runs on, if any.
        /// - Returns: The next value, or `nil` once the iteration has ended.
        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, macCatalyst 18, visionOS 2, *)
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await base.next(isolation: actor)
        }
    }
}

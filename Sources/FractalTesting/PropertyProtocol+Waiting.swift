import Fractal

extension PropertyProtocol {
    /// Waits until the property holds a value that satisfies `predicate`, and
    /// returns it.
    ///
    /// Use it to wait for asynchronous work to land in a view model without
    /// sleeping: the current value is checked first, then every change.
    ///
    /// ```swift
    /// try viewModel.logIn.apply()
    /// await viewModel.logIn.isExecuting.firstValue { $0 == false }
    /// ```
    ///
    /// - Parameter predicate: The condition to wait for.
    /// - Returns: The first value that satisfied `predicate`.
    @discardableResult
    public func firstValue(where predicate: @escaping @Sendable (Value) -> Bool) async -> Value {
        let observation = SerialDisposable()
        defer { observation.dispose() }
        return await withCheckedContinuation { continuation in
            let resumed = AnyDisposable()
            observation.inner = observe { value in
                guard predicate(value), !resumed.isDisposed else { return }
                resumed.dispose()
                continuation.resume(returning: value)
            }
        }
    }
}

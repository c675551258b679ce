/// A disposable that disposes what it owns when it is deinitialised.
///
/// Keep one in a stored property to tie a presentation to the lifetime of its
/// owner, the way a view controller keeps its view model's presentation:
///
/// ```swift
/// final class Screen {
///     private var presentation: ScopedDisposable?
///     func show(_ viewModel: LoginViewModel) {
///         presentation = (viewModel <- self)?.scoped()
///     }
/// }
/// ```
public final class ScopedDisposable: Disposable {
    /// The disposable this one owns.
    public let inner: any Disposable

    /// Creates a scoped owner of `inner`.
    ///
    /// - Parameter inner: The disposable to dispose on deinit (or on ``dispose()``).
    public init(_ inner: any Disposable) {
        self.inner = inner
    }

    deinit {
        inner.dispose()
    }

    /// Whether the owned disposable is disposed.
    public var isDisposed: Bool { inner.isDisposed }

    /// Disposes the owned disposable now, instead of at deinit.
    public func dispose() { inner.dispose() }
}

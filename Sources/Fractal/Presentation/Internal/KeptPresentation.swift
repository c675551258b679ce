/// A view model's presentation that keeps the view model alive: what
/// `viewModel <- presenters` returns.
///
/// It holds the view model strongly, and what the view model's
/// ``Presentable/present`` returned, until disposed; disposing tears that
/// presentation down first, then releases the view model, so a teardown may
/// still use it. Nothing points back at this object from the view model or
/// from the presentation it wraps, so keeping the view model makes no cycle:
/// only whoever keeps the presentation keeps the view model.
///
/// Both fields are guarded by this object's striped lock (``StripedLocks``);
/// disposing and releasing happen after the lock.
@usableFromInline
final class KeptPresentation<ViewModel: Sendable>: Disposable {
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var viewModel: ViewModel?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var presentation: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false

    @inlinable
    init(_ viewModel: ViewModel, presentation: (any Disposable)?) {
        self.viewModel = viewModel
        self.presentation = presentation
    }

    @inlinable
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @inlinable
    func dispose() {
        let taken = StripedLocks.withLock(for: self) { () -> (ViewModel?, (any Disposable)?)? in
            guard !disposed else { return nil }
            disposed = true
            return (viewModel.take(), presentation.take())
        }
        guard let (viewModel, presentation) = taken else { return }
        presentation?.dispose()
        // Released here, after its presentation was taken back.
        withExtendedLifetime(viewModel) {}
    }
}

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
/// Not generic, and the view model is kept as one reference (`AnyObject`: a
/// class view model as it is, anything else in a ``KeptValue``), so creating, disposing and
/// destroying it is plain code in every client: no generic metadata to look
/// up, no value witness to call. The view model is only ever released
/// through this field, never used, and it is `Sendable`, so releasing it on
/// whichever thread disposes is sound.
///
/// Its fields are guarded by this object's striped lock (``StripedLocks``);
/// disposing and releasing happen after the lock.
@usableFromInline
final class KeptPresentation: Disposable {
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var viewModel: AnyObject?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var presentation: (any Disposable)?
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var disposed = false

    @inlinable
    init<Model: Sendable>(_ viewModel: Model, presentation: (any Disposable)?) {
        // A class is stored as it is: the test folds away once specialised,
        // leaving one retain. Anything else is boxed.
        if Model.self is AnyObject.Type, MemoryLayout<Model>.size == MemoryLayout<AnyObject>.size {
            self.viewModel = unsafeBitCast(viewModel, to: AnyObject.self)
        } else {
            self.viewModel = KeptValue(viewModel)
        }
        self.presentation = presentation
    }

    @inlinable
    var isDisposed: Bool {
        StripedLocks.withLock(for: self) { disposed }
    }

    @inlinable
    func dispose() {
        let taken = StripedLocks.withLock(for: self) { () -> (AnyObject?, (any Disposable)?)? in
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

/// The box a ``KeptPresentation`` keeps a view model that is not a class
/// in: one allocation holding the value, as `as AnyObject` would make.
@usableFromInline
final class KeptValue<Value: Sendable>: KeptValueBox, Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }

    @usableFromInline var boxedValue: Any { value }
}

/// A ``KeptValue`` of any type, for reading its value back.
@usableFromInline
protocol KeptValueBox: AnyObject {
    /// The value kept.
    var boxedValue: Any { get }
}

/// A value a ``KeptPresentation`` keeps that is not a view model: the
/// presentation closure of `AnyPresentable(present:)`.
package protocol KeptClosure {}

/// The view model `presentation` keeps alive: the one `viewModel <- presenters`
/// presented, until the presentation is disposed (a struct view model
/// unboxed); `nil` for any other disposable, and for the presentation of
/// `AnyPresentable(present:)`, which keeps a closure, not a view model.
///
/// For `FractalTesting`'s leak check, which tracks the view model a root
/// presentation keeps.
package func viewModelKept(by presentation: any Disposable) -> Any? {
    guard let kept = presentation as? KeptPresentation else { return nil }
    let object: AnyObject? = StripedLocks.withLock(for: kept) { kept.viewModel }
    guard let object else { return nil }
    guard let box = object as? any KeptValueBox else { return object }
    let value = box.boxedValue
    return value is any KeptClosure ? nil : value
}

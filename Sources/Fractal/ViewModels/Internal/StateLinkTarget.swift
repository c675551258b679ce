/// What a ``StateLink`` is linked to: a view model's part, read and changed
/// through closures that hold the view model weakly.
struct StateLinkTarget<Value: Sendable>: Sendable {
    /// The part's value, or `nil` when the view model is gone.
    let read: @Sendable () -> Value?
    /// Changes the part with the view model's `modify`; false when the view model is gone.
    let change: @Sendable (_ body: (inout Value) -> Void) -> Bool
}

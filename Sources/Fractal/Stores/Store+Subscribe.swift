extension Store {
    /// Presents a view model made from the state by `transform` through
    /// `presenter`: at once, then after every reduced event, disposing
    /// the previous view model's presentation first (serially).
    ///
    /// This is how a scene subscribes to the store in Cordux: the transform
    /// (often a view model's initialiser) turns the app state into what one
    /// screen shows. Its job is the transform: to present the whole state
    /// of a store, or of a scope, present the store itself
    /// (`store <- view`: a store whose state is `Equatable` is a view model).
    ///
    /// A root store's state is delivered after every reduced event, changed
    /// or not, so a view model that is not `Equatable` is made and presented
    /// again each time. Make it `Equatable` (the other overload skips equal
    /// ones) or subscribe to a scope of the part it shows.
    ///
    /// ```swift
    /// let subscription = store.subscribe(signInPresenter, SignInViewModel.init)
    /// ```
    ///
    /// - Parameters:
    ///   - presenter: Where the view models go: a view's presenter, or
    ///     anything that hands one out (a recording presenter in tests).
    ///   - transform: Makes a view model from the state.
    /// - Returns: The subscription; disposing it disposes the live presentation.
    @inlinable
    public func subscribe<Target: PresenterType>(
        _ presenter: Target,
        _ transform: @escaping @Sendable (State) -> Target.ViewModel
    ) -> any Disposable {
        SerialPresenter.present(states.map(transform), with: presenter.presenter)
    }

    /// Presents an `Equatable` view model made from the state by `transform`
    /// through `presenter`, at once and then whenever it changes: a view
    /// model equal to the last one presented is not presented again.
    ///
    /// - Parameters:
    ///   - presenter: Where the view models go: a view's presenter, or
    ///     anything that hands one out (a recording presenter in tests).
    ///   - transform: Makes a view model from the state.
    /// - Returns: The subscription; disposing it disposes the live presentation.
    @inlinable
    public func subscribe<Target: PresenterType>(
        _ presenter: Target,
        _ transform: @escaping @Sendable (State) -> Target.ViewModel
    ) -> any Disposable where Target.ViewModel: Equatable {
        SerialPresenter.present(states.map(transform).skipRepeats(), with: presenter.presenter)
    }
}

/// A view model that can present itself into a container of presenters.
///
/// This is the one shape every node of a fractal app has: a view model takes
/// the presenters its view provides and returns one disposable that owns
/// everything it presented, including its children's presentations. The
/// root's disposable therefore owns the whole tree.
///
/// ```swift
/// extension NoteViewModel: Presentable {
///     var present: (any NotePresenters) -> (any Disposable)? {
///         { presenters in
///             CompositeDisposable([
///                 presenters.titlePresenter <~ "Text",
///                 presenters.textPresenter.serial().optional() <~ self.text,
///             ])
///         }
///     }
/// }
/// ```
///
/// ## Lifetime
///
/// One rule: *keep the presentation*. Presenting with `<-`
/// (`viewModel <- presenters`) returns a presentation that keeps the view
/// model alive until it is disposed, then releases it, so a view model needs
/// no other owner while it is presented:
///
/// ```swift
/// let presentation = RootViewModel(dependencies: services, context: context) <- rootView
/// rootView.$tapPresenter.current?()  // the user taps: the root, kept by `presentation`, handles it
/// presentation?.dispose()  // takes the tree back, then releases the root
/// ```
///
/// A parent presents its children the same way (a child's view presents it
/// with `<-`), so the root's presentation keeps the whole presented tree, and
/// disposing it releases every view model nothing else references. A view
/// model must not keep its own presentation, which would be a cycle: the
/// owner of its view keeps it. Calling ``present`` directly does not keep the
/// view model (it is the view model's own code); neither does `<-` with a
/// view model that is not `Sendable`, which the compiler reports.
///
/// View models follow fractal MVVM's convention
/// `init(dependencies: Dependencies, context: Context)`: dependencies are what
/// the parent passes in (services, actions to report outcomes), context is
/// the environment (schedulers, configuration). Nothing is global.
public protocol Presentable {
    /// The container of presenters the view provides, usually a protocol.
    associatedtype Presenters

    /// Presents the view model into `presenters` and returns what takes the
    /// presentation back.
    var present: (Presenters) -> (any Disposable)? { get }
}

extension Presentable {
    /// The type-erased form of this view model, as fractal MVVM spells it
    /// (`Presenter<MainViewModel.AnyPresentable>`).
    public typealias AnyPresentable = Fractal.AnyPresentable<Presenters>
}

/// A type-erased ``Presentable``: any view model presented into the same
/// kind of container.
///
/// Views declare presenters of `AnyPresentable` so they need not know the
/// concrete view model type:
///
/// ```swift
/// var mainPresenter: Presenter<MainViewModel.AnyPresentable> {
///     Presenter.UI { viewModel in viewModel <- self.mainScreen }
/// }
/// ```
public struct AnyPresentable<Presenters>: Presentable, Sendable {
    /// The wrapped view model's presentation.
    public let present: @Sendable (Presenters) -> (any Disposable)?

    /// The wrapped view model, for identity checks and tests.
    public let base: any Sendable

    /// Wraps `viewModel`.
    ///
    /// - Parameter viewModel: The view model to erase.
    public init<Model: Presentable & Sendable>(_ viewModel: Model)
    where Model.Presenters == Presenters {
        if let erased = viewModel as? AnyPresentable<Presenters> {
            self = erased
        } else {
            present = { presenters in KeptPresentation(viewModel, presentation: viewModel.present(presenters)) }
            base = viewModel
        }
    }

    /// Wraps a presentation closure.
    ///
    /// Each presentation keeps `present`, and so what it captured, alive
    /// until it is disposed, as a wrapped view model's presentation keeps the
    /// view model.
    ///
    /// - Parameter present: Presents into a container and returns what undoes it.
    public init(present: @escaping @Sendable (Presenters) -> (any Disposable)?) {
        let closure = Closure(present: present)
        self.present = { presenters in KeptPresentation(closure, presentation: closure.present(presenters)) }
        base = ()
    }

    /// A presentation closure, kept by each of its presentations.
    private struct Closure: Sendable, KeptClosure {
        let present: @Sendable (Presenters) -> (any Disposable)?
    }
}

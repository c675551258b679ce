/// Part of a view model's state, reached from anywhere without keeping the
/// view model alive.
///
/// A screen several levels down sometimes changes what an ancestor shows: it
/// pops itself off the stack the app keeps, or clears the slot it is shown
/// in. Holding the ancestor would make a cycle (the ancestor's state holds the
/// screen), and a closure handed down would need a weak capture at every
/// level. A link is made empty, handed down inside the environment the screens
/// share, and linked once by the view model whose state holds the part; then
/// anyone holding the link reads and changes that part, from any thread.
///
/// ```swift
/// struct BrowserNavigation {
///     let path = StateLink<[PageModel]>()
/// }
///
/// final class BrowserModel: ViewModel {
///     struct State: Equatable {
///         var path: [PageModel] = []
///     }
///     let states = MutableProperty(State())
///
///     init(_ navigation: BrowserNavigation) {
///         navigation.path.link(\.path, of: self)
///     }
/// }
///
/// final class PageModel: ViewModel {
///     struct State: Equatable {
///         var title: String
///     }
///     let states: MutableProperty<State>
///     let navigation: BrowserNavigation
///
///     init(_ title: String, _ navigation: BrowserNavigation) {
///         states = MutableProperty(State(title: title))
///         self.navigation = navigation
///     }
///
///     func closeTapped() { navigation.path.modify { $0.removeAll { $0 === self } } }
/// }
/// ```
///
/// A page holds the navigation, the navigation does not hold the browser,
/// and the browser's state holds the pages: nothing holds itself, so every
/// object goes when its holder lets it go.
///
/// The link holds the view model weakly: when it is gone, the link reads
/// `nil` and changes nothing.
///
/// - Complexity: Changing the part costs a lock and what
///   ``ViewModel/modify(_:)`` costs; reading it copies the view model's
///   whole state (``ViewModel/state``) before taking the part.
public final class StateLink<Value: Sendable>: Sendable {
    private let target = Locked<StateLinkTarget<Value>?>.make(nil)

    /// Makes a link to nothing yet: it reads `nil` until
    /// ``link(_:of:)`` is called.
    public init() {}

    /// Links to `part` of `model`'s state.
    ///
    /// The model is not kept: the link reads `nil` once it is released, and
    /// can then be linked again. Linking the same model again changes the
    /// part it reaches. Only a view model that changes its own state (with
    /// ``ViewModel/modify(_:)``) can be linked: a store's state changes
    /// through its reducer alone.
    ///
    /// A link reaches one view model: linking it while another view model it
    /// reaches is alive stops the program, since the first would silently
    /// stop hearing from everything that holds the link. Two apps that each
    /// keep their own stack take a link each.
    ///
    /// - Parameters:
    ///   - part: The part of the state the link reaches.
    ///   - model: The view model whose state holds it.
    public func link<Model: ViewModel>(_ part: WritableKeyPath<Model.State, Value> & Sendable, of model: Model)
    where Model.States == MutableProperty<Model.State> {
        let linked = StateLinkTarget<Value>(
            owner: { [weak model] in model },
            read: { [weak model] in model?.state[keyPath: part] },
            change: { [weak model] body in
                guard let model else { return false }
                model.modify { body(&$0[keyPath: part]) }
                return true
            })
        let other = target.withLock { current -> AnyObject? in
            if let owner = current?.owner(), owner !== model { return owner }
            current = linked
            return nil
        }
        if let other {
            preconditionFailure(
                "StateLink.link(_:of:): the link already reaches a live \(type(of: other)); a link reaches one view model "
                    + "(make a link for each)")
        }
    }

    /// The linked part of the state; `nil` when nothing is linked or the view
    /// model is gone.
    public var value: Value? {
        target.withLock { $0 }?.read()
    }

    /// Changes the linked part in place, with the view model's
    /// ``ViewModel/modify(_:)``: atomically, delivered once.
    ///
    /// `body` runs under the view model's state lock, with the rules of
    /// ``ViewModel/modify(_:)``. Call `modify` outside any view model's
    /// `modify` (and outside a reducer): a body that changes another view
    /// model through a link holds two locks, and two bodies that take them in
    /// opposite orders (a child's changing its parent, the parent's reading
    /// the child's state) wait for each other for ever.
    ///
    /// - Parameter body: Changes the part.
    /// - Returns: Whether a view model was linked and alive to change.
    @discardableResult
    public func modify(_ body: (inout Value) -> Void) -> Bool {
        guard let linked = target.withLock({ $0 }) else { return false }
        return linked.change(body)
    }
}

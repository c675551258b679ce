import Fractal

extension RecordingSession {
    /// Makes a recording presenter for child view models that belongs to
    /// this session: each child is presented into a new container made by
    /// `makeContainer` (see ``RecordingChildPresenter``).
    ///
    /// ```swift
    /// let rows = session.childPresenter(
    ///     "main.rows", of: ItemRowViewModel.self,
    ///     container: { name in RecordingRow(session, name) },
    ///     present: { row, container in row <- container })
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name shown in dumps and failures; containers are given
    ///     `name[0]`, `name[1]`, … to name their own presenters after.
    ///   - type: The type of the children.
    ///   - makeContainer: Makes the container for one child, given its name.
    ///   - present: Presents a child into its container (`{ $0 <- $1 }`).
    /// - Returns: The recording presenter for child view models.
    public func childPresenter<Child: Sendable, Container: Sendable>(
        _ name: String,
        of type: Child.Type = Child.self,
        container makeContainer: @escaping @Sendable (_ name: String) -> Container,
        present: @escaping @Sendable (Child, Container) -> (any Disposable)?
    ) -> RecordingChildPresenter<Child, Container> {
        RecordingChildPresenter(
            name: name, scheduler: scheduler, session: self, makeContainer: makeContainer, present: present)
    }
}

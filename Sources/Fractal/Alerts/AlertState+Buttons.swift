extension AlertState {
    /// The first button titled `title`: what a test or a text interface
    /// taps by name.
    ///
    /// Titles are compared exactly, as Swift compares strings (canonically
    /// equivalent Unicode is equal; case and spaces count). `title` may be
    /// anything, from anywhere: a missing title is an error, not a crash.
    ///
    /// ```swift
    /// let event = try alert.button(titled: "Delete").event  // .confirmDeletion
    /// ```
    ///
    /// - Parameter title: The button's title.
    /// - Returns: The first button with that title.
    /// - Throws: ``AlertError/noButtonTitled(_:alert:available:)`` if no
    ///   button has that title.
    /// - Complexity: O(*b*) title comparisons for *b* buttons.
    public func button(titled title: String) throws(AlertError) -> AlertButton<Event> {
        guard let button = buttons.first(where: { $0.title == title }) else {
            throw .noButtonTitled(title, alert: self.title, available: buttons.map(\.title))
        }
        return button
    }
}

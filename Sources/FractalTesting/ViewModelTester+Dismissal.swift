import Fractal

extension ViewModelTester {
    /// Whether the view model under test has asked to be dismissed with
    /// `dismiss()`, as the view model that shows it in the app would have
    /// been asked.
    ///
    /// A view model that dismisses itself is tested alone: its dismissals
    /// come to the tester, which keeps showing it.
    ///
    /// ```swift
    /// let sheet = ViewModelTester { _ in SheetModel() }
    /// sheet.viewModel.closeTapped()
    /// #expect(sheet.isDismissed)
    /// ```
    public var isDismissed: Bool { dismissal.withLock { $0 } }
}

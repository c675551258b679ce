import Fractal

extension ViewModelTester: TreeChecking {
    func expect<Child: ViewModel>(_ child: Child, changedBy change: (inout Child.State) -> Void, at origin: SourceOrigin) {
        let root = viewModel
        expect(at: origin) { state in
            guard child === root, var own = state as? Child.State else {
                ExpectedStates.current?.expect(child, change)
                return
            }
            change(&own)
            if let changed = own as? State { state = changed }
        }
    }

    func reportUnhandledDismissal(of model: any ViewModel) {
        recordTestIssue(
            "\(type(of: model)) called dismiss(), but nothing dismisses it where the tree of the tester made at \(origin) shows it: "
                + "the parent that shows it calls handleDismissals(in:) with the property that holds it",
            at: origin)
    }
}

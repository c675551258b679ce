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
}

import Fractal

extension ViewModel {
    /// Says how this view model (a child of the view model under test, at
    /// any depth) changed since the last check: inside a ``ViewModelTester``'s
    /// check, as part of it; on its own, as a check of the whole tree. Its
    /// expected state is the state the last check found for it, changed by
    /// `change`.
    ///
    /// A parent's tester checks the whole tree: a change of a child's state
    /// that no check asserts fails the check, as a change of the parent's own
    /// state does. A test reaches the child through the state the check
    /// changes (a row through its list: `$0.todos[id: id]?.expect { … }`),
    /// and nests a child's children the same way:
    ///
    /// ```swift
    /// note.state.edit?.textChanged("Hello")
    /// note.expect { $0.edit?.expect { $0.text = "Hello" } }
    /// ```
    ///
    /// In ``ViewModelTester/receive(timeout:fileID:filePath:line:column:_:)``,
    /// it waits for a child's change as for the parent's own:
    ///
    /// ```swift
    /// await lookup.receive { $0.detail?.expect { $0.name = "Ada" } }
    /// ```
    ///
    /// When the tester is not exhaustive, the child's expected state is its
    /// state now changed by `change`, so only what `change` sets is checked;
    /// a child no nested `expect` names is not checked at all. For a view
    /// model the last check did not see (a child the test wrote as a new
    /// one, say), the expected state starts from its state now.
    ///
    /// Called on its own, outside a check, it is a check of the tree of the
    /// live tester that shows this view model, in which only this view model
    /// changed. A child reached with ``ViewModelTester/subscript(_:fileID:filePath:line:column:)`` is
    /// checked so:
    ///
    /// ```swift
    /// stack[ArticleModel.self]?.likeTapped()
    /// stack[ArticleModel.self]?.expect { $0.likes = 1 }
    /// ```
    ///
    /// It fails the running test, and checks nothing, when no live tester
    /// shows the view model or more than one does.
    ///
    /// - Parameters:
    ///   - fileID: Where the call is, for the failure of a check it makes.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    ///   - change: How this view model's state changed since the last check.
    public func expect(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        _ change: (inout State) -> Void
    ) {
        if let expectations = ExpectedStates.current { return expectations.expect(self, change) }
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        let testers = TreeMembership.testers(showing: self)
        guard testers.count == 1 else {
            let found = testers.isEmpty ? "no live ViewModelTester shows it" : "\(testers.count) live testers show it"
            return recordTestIssue(
                "expect on a view model (\(Self.self)) checks the tree of the tester that shows it, but \(found): "
                    + "check it inside its tester's check, tester.expect { $0.child?.expect { … } }",
                at: origin)
        }
        testers[0].expect(self, changedBy: change, at: origin)
    }
}

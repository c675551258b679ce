import Fractal

extension ViewModel {
    /// Says, inside a `ViewModelTester`'s check, how this view model (a child
    /// of the view model under test, at any depth) changed since the last
    /// check: its expected state is the state the last check found for it,
    /// changed by `change`.
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
    /// Called outside a tester's check, it changes nothing and fails the
    /// running test.
    ///
    /// - Parameters:
    ///   - fileID: Where the call is, for its failure outside a check.
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
        guard let expectations = ExpectedStates.current else {
            recordTestIssue(
                "expect on a view model (\(Self.self)) says how a child changed, inside a tester's check: "
                    + "tester.expect { $0.child?.expect { … } } or tester.receive { … }; outside one it checks nothing",
                at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        expectations.expect(self, change)
    }
}

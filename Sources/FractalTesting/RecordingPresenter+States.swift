import Fractal

/// A field a ``RecordingPresenter`` records the displayed text of: only
/// `InputField` conforms.
///
/// It names the type of the field's value, so that a presenter of fields
/// has a ``RecordingPresenter/text`` of that type.
public protocol RecordableInputField: Sendable {
    /// The type of the field's value.
    associatedtype Text: Equatable & Sendable
}

extension InputField: RecordableInputField {
    /// The type of the field's value.
    public typealias Text = Value
}

extension RecordingPresenter where Value: RecordableInputField {
    /// The texts the fields presented here display, as a view showing them
    /// would: a field's value when it is presented, then each value the view
    /// model sets and each edit that normalising changed (a plain edit is
    /// not shown back, so it is not here).
    ///
    /// The recording belongs to this presenter's session, named after it
    /// (`main.filter.text`): dumps and leak reports show the text displayed
    /// now, and exhaustivity checks ask a consuming read of each text shown
    /// after the first, which a test reads from the field it was presented
    /// (here a field that lowercases):
    ///
    /// ```swift
    /// let field = try #require(form.$namePresenter.next())
    /// #expect(field.value.value == "")
    /// viewModel.clear(to: "Ada")  // the view model sets the field
    /// #expect(form.$namePresenter.text.next() == "ada")
    /// #expect(form.$namePresenter.text.current == "ada")
    /// ```
    public var text: RecordingPresenter<Value.Text> {
        state("text", of: Value.Text.self)
    }
}

extension RecordingPresenter {
    /// The recording of the state named `name` of the values presented.
    func state<State: Sendable>(_ name: String, of type: State.Type) -> RecordingPresenter<State> {
        guard let states else { preconditionFailure("\(self.name) presents \(Value.self), which records no \(name)") }
        return states.recording(name, of: type)
    }
}

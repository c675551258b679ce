#if canImport(SwiftUI)
import Fractal
import FractalObservation
import SwiftUI

/// A SwiftUI login screen driven by a `LoginViewModel`.
///
/// It presents the view model into an `ObservedValue` of its state when it
/// appears and takes the presentation back when it disappears; `body` reads
/// the state, so SwiftUI redraws the screen when the view model changes it.
///
/// ```swift
/// LoginView(viewModel: LoginViewModel(dependencies: dependencies, context: .init()))
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
public struct LoginView: View {
    private let viewModel: LoginViewModel
    @State private var screen = ObservedValue<LoginViewModel.State>()
    @State private var presentation: (any Disposable)?

    /// Creates the view of `viewModel`.
    ///
    /// - Parameter viewModel: The login view model to present.
    public init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    /// The form: title, hint, the two fields, the button and the error.
    public var body: some View {
        let state = screen.value ?? LoginViewModel.State()
        Form {
            Text(state.title).font(.title)
            Text(state.hint).foregroundStyle(.secondary)
            TextField("Username", text: Binding(get: { state.username }, set: viewModel.usernameChanged))
            SecureField("Password", text: Binding(get: { state.password }, set: viewModel.passwordChanged))
            Button("Log in") { viewModel.logInTapped() }
                .disabled(!state.canLogIn)
            if let error = state.error {
                Text(error).foregroundStyle(.red)
            }
        }
        .onAppear { presentation = viewModel <- screen.presenter }
        .onDisappear {
            presentation?.dispose()
            presentation = nil
        }
    }
}
#endif

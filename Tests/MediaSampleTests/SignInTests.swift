import Testing

@testable import MediaSample

@Suite("The sign-in screen shows what was typed, why it was refused, and where it leads")
struct SignInTests {
    @Test func aRefusedNameShowsWhyUntilItIsEdited() {
        let signIn = tester { SignInViewModel($0) }
        #expect(signIn.state.message == "Sign in to browse 6 movies")
        #expect(throws: SignInError.emptyName) { try signIn.viewModel.signInTapped() }
        signIn.expect { $0.error = "Type a name to sign in." }
        signIn.viewModel.nameChanged("a")
        signIn.expect {
            $0.name = "a"
            $0.error = nil
        }
    }

    @Test func aDeepLinkedSignInSaysWhereItLeadsAndCancellingDropsTheLink() {
        let signIn = tester { SignInViewModel($0, target: .movies(.detail(id: "brazil"))) }
        #expect(signIn.state.message == "Sign in to open movies/brazil")
        signIn.viewModel.cancelTapped()
        signIn.expect { $0.target = nil }
    }
}

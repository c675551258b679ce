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

    @Test func aSecondTapAfterSigningInChangesNothing() throws {
        let app = appTester()
        let signIn = try #require(app.state.signIn)
        signIn.nameChanged("ada")
        try signIn.signInTapped()
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world)) }
        let main = app.state.main
        try signIn.signInTapped()
        #expect(app.state.main === main)
        #expect(app.route == "catalog")
    }

    @Test func aDeepLinkedSignInSaysWhereItLeadsAndCancellingDropsTheLink() {
        let signIn = tester { SignInViewModel($0, target: .movies(.detail(id: "brazil"))) }
        #expect(signIn.state.message == "Sign in to open movies/brazil")
        signIn.viewModel.cancelTapped()
        signIn.expect { $0.target = nil }
    }
}

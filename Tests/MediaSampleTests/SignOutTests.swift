import Testing

@testable import MediaSample

@Suite("Signing out shows a new sign-in and releases the signed-in app")
struct SignOutTests {
    @Test func signingOutReleasesTheSignedInApp() throws {
        let app = try signedIn(at: .movies(.detail(id: "alien")))
        weak let main = app.state.main
        weak let detail = app.moviesTab?.state.detail
        weak let catalog = app.state.main?.state.catalog
        try app.viewModel.signOut()
        app.expect { $0 = .signIn(SignInViewModel(app.viewModel.world)) }
        #expect(main == nil && detail == nil && catalog == nil)
        #expect(app.route == "signin")
    }

    @Test func aSignedInAppNoLongerShownCannotSignTheNextUserOut() throws {
        let app = try signedIn()
        let stale = try #require(app.state.main)
        try app.viewModel.signOut()
        app.expect { $0 = .signIn(SignInViewModel(app.viewModel.world)) }
        try app.viewModel.signIn(name: "grace")
        app.expect { $0 = .main(MainViewModel(User(name: "Grace"), app.viewModel.world)) }
        stale.signOutTapped()
        #expect(app.state.main?.state.user == User(name: "Grace"))
        #expect(app.route == "catalog")
    }

    @Test func signingInAgainStartsAFreshAppAndKeepsTheFavorites() throws {
        let app = try signedIn(at: .movies(.detail(id: "alien")))
        app.moviesTab?.state.detail?.favoriteTapped()
        try app.viewModel.signOut()
        app.expect { $0 = .signIn(SignInViewModel(app.viewModel.world)) }
        try app.viewModel.signIn(name: "grace")
        app.expect { $0 = .main(MainViewModel(User(name: "Grace"), app.viewModel.world)) }
        #expect(app.route == "catalog")
        #expect(app.moviesTab?.state.favorites == ["alien"])
    }
}

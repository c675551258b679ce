// The tests of the DocC article "Getting Started" (GettingStarted.md): the
// screens of GettingStartedModels.swift tested with ViewModelTester, and
// presented into their views.

import Fractal
import FractalTesting
import Testing

@Suite("Getting Started's screens, each tested by its state")
struct GettingStartedModelTests {
    @Test func aWrongPasswordIsClearedAndSaysSo() async {
        let login = ViewModelTester { _ in LoginModel(auth: Auth()) }
        login.viewModel.nameChanged("ada")
        login.viewModel.passwordChanged("guess")
        login.expect {
            $0.name = "ada"
            $0.password = "guess"
        }
        login.viewModel.logInTapped()
        login.expect { $0.isLoggingIn = true }
        await login.receive {
            $0.isLoggingIn = false
            $0.password = ""
            $0.error = "Wrong password."
        }
        await login.finish()
    }

    @Test func theRootShowsMainWhileSomeoneIsSignedIn() async {
        let auth = Auth()
        let root = ViewModelTester { _ in RootModel(auth: auth) }
        _ = await auth.logIn("ada", password: "lovelace")
        root.expect { $0 = .main(MainModel(user: "ada", items: Item.samples, auth: auth)) }
        auth.logOut()
        root.expect { $0 = .login(LoginModel(auth: auth)) }
    }

    @Test func anItemOpensInASheetThatClosesItself() {
        let main = ViewModelTester { _ in MainModel(user: "ada", items: Item.samples, auth: Auth()) }
        main.viewModel.filterChanged("Note")
        main.expect { $0.filter = "Note" }
        #expect(main.state.visibleItems == [Item.samples[1]])
        main.viewModel.itemTapped(Item.samples[1])
        main.expect { $0.detail = ItemDetailModel(Item.samples[1]) }
        main.state.detail?.closeTapped()
        main.expect { $0.detail = nil }
    }

    @Test func loggingOutSignsOut() async {
        let auth = Auth()
        _ = await auth.logIn("ada", password: "lovelace")
        let main = ViewModelTester { _ in MainModel(user: "ada", items: [], auth: auth) }
        main.viewModel.logOutTapped()
        main.expect()
        #expect(auth.user.value == nil)
    }
}

@Suite("Getting Started's views show the screen of the root's state")
@MainActor
struct GettingStartedViewTests {
    @Test func theRootViewShowsEachScreenAndDisposingReleasesTheModels() async {
        let scheduler = TestScheduler()
        let auth = Auth()
        let view = RootView(scheduler: scheduler)
        weak var root: RootModel?
        let presentation: (any Disposable)?
        do {
            let model = RootModel(auth: auth)
            root = model
            presentation = model <- view.presenter
        }
        scheduler.advance()
        #expect(view.login.model != nil)

        _ = await auth.logIn("ada", password: "lovelace")
        scheduler.advance()
        #expect(view.main.title == "Welcome, ada")
        #expect(view.main.rows == ["Analytical Engine", "Note G"])
        #expect(view.login.model == nil)  // the login screen's presentation was disposed, and it was released

        presentation?.dispose()
        scheduler.run()
        #expect(view.main.title == "")
        #expect(root == nil && view.main.model == nil)
    }
}

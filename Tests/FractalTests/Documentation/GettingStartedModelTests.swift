// The tests of the DocC article "Getting Started" (GettingStarted.md): the
// screens of GettingStartedModels.swift tested with ViewModelTester, and
// presented into their views.

import Fractal
import FractalTesting
import Testing

@Suite("Getting Started's screens, each tested by its state")
struct GettingStartedModelTests {
    @Test func anEmptyNameIsRefused() {
        let login = ViewModelTester { _ in LoginModel(auth: Auth()) }
        login.viewModel.logInTapped()
        login.expect { $0.error = "Enter your name." }
        login.viewModel.nameChanged("Ada")
        login.expect { $0.name = "Ada" }
        login.viewModel.logInTapped()
        login.expect { $0.error = nil }
    }

    @Test func theRootShowsMainWhileSomeoneIsSignedIn() {
        let auth = Auth()
        let root = ViewModelTester { _ in RootModel(auth: auth) }
        _ = auth.logIn("Ada")
        root.expect { $0 = .main(MainModel(user: "Ada", auth: auth)) }
        auth.logOut()
        root.expect { $0 = .login(LoginModel(auth: auth)) }
    }

    @Test func loggingOutSignsOut() {
        let auth = Auth()
        _ = auth.logIn("Ada")
        let main = ViewModelTester { _ in MainModel(user: "Ada", auth: auth) }
        main.viewModel.logOutTapped()
        main.expect()
        #expect(auth.user.value == nil)
    }

    @Test func theGroceryListIsAStoreShownAsAChild() {
        let main = ViewModelTester { _ in MainModel(user: "Ada", auth: Auth()) }
        main.viewModel.groceriesTapped()
        main.expect { $0.groceries = GroceriesStore(initial: GroceriesState(), reduce: GroceriesState.reduce) }
        main.state.groceries?.send(.draftChanged("Milk"))
        main.viewModel.groceriesDismissed()
        main.expect { $0.groceries = nil }
    }

    @Test func theGroceryListAddsWhatWasTypedAndDropsWhatIsDone() {
        let groceries = ViewModelTester { _ in GroceriesStore(initial: GroceriesState(), reduce: GroceriesState.reduce) }
        groceries.viewModel.send(.addTapped)
        groceries.viewModel.send(.draftChanged("Milk"))
        groceries.viewModel.send(.addTapped)
        groceries.expect { $0.items = ["Milk"] }
        groceries.viewModel.send(.itemDone(0))
        groceries.expect { $0.items = [] }
    }
}

@Suite("Getting Started's views show the screen of the root's state")
@MainActor
struct GettingStartedViewTests {
    @Test func theRootViewShowsEachScreenAndDisposingReleasesTheModels() {
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
        view.login.model?.logInTapped()
        scheduler.advance()
        #expect(view.login.error == "Enter your name.")

        view.login.model?.nameChanged("Ada")
        view.login.model?.logInTapped()
        scheduler.advance()
        #expect(view.main.title == "Welcome, Ada")
        #expect(view.login.model == nil)  // the login screen's presentation was disposed, and it was released

        presentation?.dispose()
        scheduler.run()
        #expect(view.main.title == "")
        #expect(root == nil && view.main.model == nil)
    }
}

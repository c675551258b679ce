import Fractal
import FractalTesting
import LoginSample

extension RootViewModel.State {
    var login: LoginViewModel? { if case .login(let login) = self { login } else { nil } }
    var main: MainViewModel? { if case .main(let main) = self { main } else { nil } }
}

extension MainViewModel {
    /// The main screen of Ada over `services`, filtering on `scheduler`.
    convenience init(_ services: AppServices, scheduler: any TimedScheduler) {
        self.init(
            dependencies: .init(user: User(name: "Ada"), authService: services.authService, itemsService: services.itemsService),
            context: .init(scheduler: scheduler))
    }
}

extension ItemRowViewModel {
    /// A row of `item`, as a test expects it.
    convenience init(_ item: Item) { self.init(item: item) {} }
}

/// The sample's three items: engine, notes, bernoulli.
let items = AppServices.sample().itemsService.items(for: User(name: "Ada"))

import Fractal
import MediaSample

/// The media app's root view: the route bar above whichever child the app
/// presents, the sign-in form or the signed-in app's tab bar. Each child view
/// model gets a new view when it is presented, as a screen makes one.
@MainActor
final class MediaView: MediaPresenters {
    let scheduler: SettlingScheduler
    /// The app's current route as the header shows it.
    private(set) var route = ""
    /// The sign-in form, while the sign-in flow is presented.
    private(set) var signIn: SignInView?
    /// The tab bar, while the signed-in app is presented.
    private(set) var main: TabBarView?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    /// Shows the app's current route in the header.
    nonisolated var routePresenter: Presenter<Route> {
        Presenter.UI(on: scheduler) {
            self.route = $0.description; return nil
        }
    }

    nonisolated var signInPresenter: Presenter<SignInViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = SignInView(scheduler: self.scheduler)
            self.signIn = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.signIn === view { self.signIn = nil } } },
            ])
        }
    }

    nonisolated var mainPresenter: Presenter<MainViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = TabBarView(scheduler: self.scheduler)
            self.main = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.main === view { self.main = nil } } },
            ])
        }
    }
}

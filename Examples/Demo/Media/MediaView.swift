import Fractal
import MediaSample

/// The media app's root view (a ``MediaApp`` presented here): the route bar
/// above whichever screen the app's state holds, the sign-in form or the
/// signed-in app's tab bar, each presented into a view of its own while it
/// is there.
@MainActor
final class MediaView {
    let scheduler: SettlingScheduler
    /// The app's current route as the header shows it.
    private(set) var route = ""
    private var state: MediaApp.State?
    private let signIns: ChildPresentations<SignInViewModel, StateView<SignInViewModel.State>>
    private let mains: ChildPresentations<MainViewModel, TabBarView>

    init(scheduler: SettlingScheduler) {
        self.scheduler = scheduler
        signIns = ChildPresentations(makeView: { StateView(scheduler: scheduler) }, presenter: \.presenter)
        mains = ChildPresentations(makeView: { TabBarView(scheduler: scheduler) }, presenter: \.presenter, close: { $0.close() })
    }

    /// Shows the app's current route in the header.
    nonisolated var routePresenter: Presenter<Route> {
        Presenter.UI(on: scheduler) {
            self.route = $0.description; return nil
        }
    }

    /// Keeps the screen the app shows, and presents it.
    nonisolated var presenter: Presenter<MediaApp.State> {
        Presenter.UI(on: scheduler) { state in
            self.state = state
            switch state {
            case .signIn(let signIn):
                self.mains.update([])
                self.signIns.update([signIn])
            case .main(let main):
                self.signIns.update([])
                self.mains.update([main])
            }
            return nil
        }
    }

    /// The sign-in form, while sign-in is shown.
    var signIn: SignInViewModel.State? {
        guard case .signIn(let signIn) = state else { return nil }
        return signIns.view(of: signIn)?.state
    }

    /// The tab bar, while the signed-in app is shown.
    var main: TabBarView? {
        guard case .main(let main) = state else { return nil }
        return mains.view(of: main)
    }

    /// Disposes the screen's presentation, when the app's is disposed.
    func close() {
        signIns.disposeAll()
        mains.disposeAll()
    }
}

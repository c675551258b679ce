import Fractal
import MediaSample

/// The media app's sign-in form: a title, what signing in leads to, the name
/// typed and why the last attempt failed.
@MainActor
final class SignInView: SignInPresenters {
    let scheduler: SettlingScheduler
    /// The form as the store last described it.
    private(set) var form: SignInViewState?
    private(set) var nameInput: (@MainActor @Sendable (String) -> Void)?
    private(set) var submit: (@MainActor @Sendable () -> Void)?
    private(set) var cancel: (@MainActor @Sendable () -> Void)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var formPresenter: Presenter<SignInViewState> {
        Presenter.UI(on: scheduler) {
            self.form = $0; return nil
        }
    }

    nonisolated var nameInputPresenter: Presenter<@MainActor @Sendable (String) -> Void> {
        scheduler.presenter { self.nameInput = $0 }
    }

    nonisolated var submitPresenter: Presenter<@MainActor @Sendable () -> Void> {
        scheduler.presenter { self.submit = $0 }
    }

    nonisolated var cancelPresenter: Presenter<@MainActor @Sendable () -> Void> {
        scheduler.presenter { self.cancel = $0 }
    }
}

import Fractal
import FractalTesting
import LoginSample

/// The sample tree's views, made of recording presenters: the whole app,
/// driven without a UI. Each child view model is presented into a new
/// recording container, as a screen would make a new view for it.
struct RecordingApp: RecordingContainer, RootPresenters {
    @RecordedChildren(RecordingLoginScreen.self) var loginPresenter: Presenter<LoginViewModel>
    @RecordedChildren(RecordingMainScreen.self) var mainPresenter: Presenter<MainViewModel.AnyPresentable>
}

struct RecordingLoginScreen: RecordingContainer, LoginPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var hintPresenter: Presenter<String>
    @Recorded var usernameInputPresenter: Presenter<@Sendable (String) -> Void>
    @Recorded var passwordInputPresenter: Presenter<@Sendable (String) -> Void>
    @Recorded var logInPresenter: Presenter<Action<Void, User, AuthError>>
    @Recorded var errorPresenter: Presenter<String>
}

/// Its rows are a list view: it applies each update on the session's scheduler and
/// presents a row into a cell of its own (main.rows[notes]) only when the test shows it.
struct RecordingMainScreen: RecordingContainer, MainPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var filterPresenter: Presenter<InputField<String>>
    @RecordedList(RecordingRow.self) var rowsPresenter: Presenter<ListUpdate<ItemRowViewModel>>
    @RecordedChildren(RecordingDetailScreen.self) var detailPresenter: Presenter<ItemDetailViewModel>
    @Recorded var logOutPresenter: Presenter<Action<Void, Void, Never>>
}

struct RecordingRow: RecordingContainer, ItemRowPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var selectPresenter: Presenter<@Sendable () -> Void>
}

struct RecordingDetailScreen: RecordingContainer, ItemDetailPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var detailPresenter: Presenter<String>
    @Recorded var closePresenter: Presenter<@Sendable () -> Void>
}

import Fractal
import FractalTesting
import PhotosSample

/// A photo's cell in a test: it records what its row presents.
struct RecordingPhotoCell: RecordingContainer, PhotoRowPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var favoritePresenter: Presenter<Bool>
    @Recorded var toggleFavoritePresenter: Presenter<@Sendable () -> Void>
    @Recorded var openPresenter: Presenter<@Sendable () -> Void>
}

/// The photos screen's view in a test: recording presenters, and a
/// recording list that presents rows into cells only when they are shown.
struct RecordingPhotosScreen: RecordingContainer, PhotosPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @RecordedList(RecordingPhotoCell.self) var rowsPresenter: Presenter<ListUpdate<PhotoRowViewModel>>
    @Recorded var loadingPresenter: Presenter<Bool>
    @Recorded var errorPresenter: Presenter<String>
    @Recorded var refreshPresenter: Presenter<@Sendable () -> Void>
}

import Fractal
import FractalTesting
import PhotosSample

/// A photo's cell in a test: it records what its row presents.
struct RecordingPhotoCell: PhotoRowPresenters {
    let title = RecordingPresenter<String>("title")
    let favorite = RecordingPresenter<Bool>("favorite")
    let toggleFavorite = RecordingPresenter<@Sendable () -> Void>("toggleFavorite")
    let open = RecordingPresenter<@Sendable () -> Void>("open")

    var titlePresenter: Presenter<String> { title.presenter }
    var favoritePresenter: Presenter<Bool> { favorite.presenter }
    var toggleFavoritePresenter: Presenter<@Sendable () -> Void> { toggleFavorite.presenter }
    var openPresenter: Presenter<@Sendable () -> Void> { open.presenter }
}

/// The photos screen's view in a test: recording presenters, and a
/// recording list that presents rows into cells only when they are shown.
struct RecordingPhotosScreen: PhotosPresenters {
    let title = RecordingPresenter<String>("title")
    let loading = RecordingPresenter<Bool>("loading")
    let error = RecordingPresenter<String>("error")
    let refresh = RecordingPresenter<@Sendable () -> Void>("refresh")
    let list = RecordingList<PhotoRowViewModel, Photo.ID, RecordingPhotoCell>(
        "photos",
        makeCell: { _ in RecordingPhotoCell() },
        presentRow: { row, cell in row <- cell }
    )

    var titlePresenter: Presenter<String> { title.presenter }
    var rowsPresenter: Presenter<ListUpdate<PhotoRowViewModel>> { list.presenter }
    var loadingPresenter: Presenter<Bool> { loading.presenter }
    var errorPresenter: Presenter<String> { error.presenter }
    var refreshPresenter: Presenter<@Sendable () -> Void> { refresh.presenter }
}

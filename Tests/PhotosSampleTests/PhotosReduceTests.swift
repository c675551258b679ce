import PhotosSample
import Testing

/// Folds `events` into a fresh view state, the way the screen does.
func fold(_ events: [PhotosEvent], from start: PhotosViewState = PhotosViewState()) -> PhotosViewState {
    var viewState = start
    for event in events { PhotosViewState.reduce(&viewState, event) }
    return viewState
}

func row(_ photo: Photo, favorite: Bool = false) -> PhotosViewState.Row {
    PhotosViewState.Row(id: photo.id, title: photo.title, isFavorite: favorite)
}

@Suite("The photos reducer is a pure fold of events into the view state")
struct PhotosReduceTests {
    @Test func aLoadShowsLoadingThenThePhotosInOrder() {
        #expect(fold([.loadStarted]) == PhotosViewState(isLoading: true))
        #expect(fold([.loadStarted, .loaded(threePhotos)]) == PhotosViewState(rows: [row(alps), row(bay), row(city)]))
    }

    @Test func aFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() {
        let failed = fold([.loadStarted, .loaded([alps]), .loadStarted, .loadFailed(offline)])
        #expect(failed == PhotosViewState(rows: [row(alps)], errorText: "You are offline."))
        #expect(fold([.loadStarted], from: failed) == PhotosViewState(isLoading: true, rows: [row(alps)]))
    }

    @Test func aFavoriteFlipsOneRowAndSurvivesAReload() {
        let loaded = fold([.loaded(threePhotos)])
        let favorite = fold([.favoriteToggled(bay.id)], from: loaded)
        #expect(favorite.rows == [row(alps), row(bay, favorite: true), row(city)])
        #expect(favorite.favorites == [bay.id])

        let reloaded = fold([.loadStarted, .loaded([city, bay])], from: favorite)
        #expect(reloaded.rows == [row(city), row(bay, favorite: true)])

        #expect(fold([.favoriteToggled(bay.id)], from: reloaded).favorites.isEmpty)
    }

    @Test func aFavoriteOfAPhotoNotShownIsRememberedForWhenItLoads() {
        let viewState = fold([.favoriteToggled(city.id), .loaded(threePhotos)])
        #expect(viewState.rows.map(\.isFavorite) == [false, false, true])
    }

    @Test func openingAPhotoIsNotState() {
        let loaded = fold([.loaded(threePhotos)])
        #expect(fold([.photoOpened(alps.id)], from: loaded) == loaded)
    }

    @Test func intentsBecomeTheEventsAStoreReduces() {
        #expect(PhotosEvent(.appeared) == .loadStarted)
        #expect(PhotosEvent(.refreshTapped) == .loadStarted)
        #expect(PhotosEvent(.favoriteTapped("x")) == .favoriteToggled("x"))
        #expect(PhotosEvent(.photoTapped("x")) == .photoOpened("x"))
    }
}

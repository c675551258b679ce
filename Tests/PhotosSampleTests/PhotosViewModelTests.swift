import Fractal
import FractalTesting
import PhotosSample
import Testing

/// A screen over a scripted service, presented into a recording view, its
/// first load finished with `photos`.
func presentLoadedScreen(
    _ photos: [Photo] = threePhotos
) async -> (PhotosViewModel, RecordingPhotosScreen, (any Disposable)?, ScriptedPhotosService) {
    let service = ScriptedPhotosService()
    let screen = PhotosViewModel(
        dependencies: .init(service: service), context: .init(scheduler: TestScheduler()))
    let view = RecordingPhotosScreen()
    let presentation = screen <- view
    await service.finish(with: .success(photos))
    await screen.store.state.firstValue { !$0.isLoading }
    return (screen, view, presentation, service)
}

@Suite("The photos screen is a Presentable view model backed by its store", .timeLimit(.minutes(1)))
struct PhotosViewModelTests {
    @Test func presentingTheScreenIsItsAppearanceAndLoadsThePhotos() async {
        let service = ScriptedPhotosService()
        let screen = PhotosViewModel(
            dependencies: .init(service: service), context: .init(scheduler: TestScheduler()))
        let view = RecordingPhotosScreen()
        let presentation = screen <- view
        #expect(view.$titlePresenter.current == "Photos")
        #expect(view.$loadingPresenter.values == [false, true])
        #expect(view.$rowsPresenter.updateKinds == [.initial])
        #expect(view.$rowsPresenter.rows.isEmpty)

        await service.finish(with: .success(threePhotos))
        await screen.store.state.firstValue { !$0.isLoading }
        #expect(view.$loadingPresenter.current == false)
        #expect(view.$rowsPresenter.keys == threePhotos.map(\.id))
        #expect(view.$rowsPresenter.problems.isEmpty)
        #expect(view.$errorPresenter.presentedCount == 0)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func rowsArePresentedOnlyWhenTheirCellsAreShown() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        #expect(view.$rowsPresenter.cellPresentationCount == 0)

        let cell = view.$rowsPresenter.showCell(at: 1)
        #expect(view.$rowsPresenter.cellPresentationCount == 1)
        #expect(cell?.$titlePresenter.current == bay.title)
        #expect(cell?.$favoritePresenter.current == false)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func togglingAFavoriteRerendersThatRowAlone() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        let cells = view.$rowsPresenter.showAllCells()
        let rowsBefore = screen.rows.value

        cells[1].$toggleFavoritePresenter.current?()
        await screen.store.state.firstValue { $0.favorites == [bay.id] }
        #expect(view.$rowsPresenter.differences.last == ListDifference(updates: [.init(old: 1, new: 1)]))
        #expect(view.$rowsPresenter.cellPresentationCount == 4)  // three shown, then the toggled one again
        #expect(view.$rowsPresenter.cellDisposalCount == 1)
        #expect(cells[1].$favoritePresenter.current == true)
        #expect(cells[0].$titlePresenter.presentedCount == 1)
        #expect(cells[2].$titlePresenter.presentedCount == 1)
        #expect(screen.rows.value[0] === rowsBefore[0])  // kept rows keep their view model
        #expect(screen.rows.value[1] !== rowsBefore[1])
        #expect(view.$titlePresenter.current == "Photos (1 favorite)")
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func tappingAPhotoAsksTheParentToOpenIt() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        let opened = screen.outputs.scan([PhotosOutput]()) { opened, action in opened.append(action) }
        let stateBefore = screen.store.state.value

        view.$rowsPresenter.showCell(at: 2)?.$openPresenter.current?()
        #expect(await opened.firstValue { !$0.isEmpty } == [.openPhoto(city.id)])
        #expect(screen.store.state.value == stateBefore)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func aFailedRefreshShowsTheErrorUntilTheNextRefresh() async {
        let (screen, view, presentation, service) = await presentLoadedScreen([alps])
        view.$refreshPresenter.current?()
        await screen.store.state.firstValue { $0.isLoading }
        #expect(view.$loadingPresenter.current == true)
        await service.finish(with: .failure(offline))
        await screen.store.state.firstValue { !$0.isLoading }
        #expect(view.$errorPresenter.current == "You are offline.")
        #expect(view.$rowsPresenter.keys == [alps.id])  // the rows stay

        view.$refreshPresenter.current?()
        await screen.store.state.firstValue { $0.isLoading }
        #expect(view.$errorPresenter.liveCount == 0)  // taken back when the next load starts
        await service.finish(with: .success([alps, bay]))
        await screen.store.state.firstValue { !$0.isLoading }
        #expect(view.$rowsPresenter.keys == [alps.id, bay.id])
        #expect(view.$errorPresenter.presentedCount == 1)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func disposingThePresentationTakesEverythingBack() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        let cells = view.$rowsPresenter.showAllCells()
        presentation?.dispose()
        #expect(view.$rowsPresenter.updateKinds.last == .final)
        #expect(view.$rowsPresenter.shownCellCount == 0)
        #expect(cells.allSatisfy { $0.$titlePresenter.liveCount == 0 && $0.$toggleFavoritePresenter.liveCount == 0 })
        #expect(view.$titlePresenter.liveCount + view.$loadingPresenter.liveCount + view.$errorPresenter.liveCount + view.$refreshPresenter.liveCount == 0)

        screen.send(.favoriteTapped(alps.id))  // the store lives on; nothing is presented
        await screen.store.state.firstValue { !$0.favorites.isEmpty }
        #expect(view.$titlePresenter.presentedCount == 1)
        screen.store.dispose()
    }

    @Test func releasingTheScreenReleasesItsStoreAndCancelsItsLoad() async {
        let service = ScriptedPhotosService()
        weak var released: PhotosStore?
        do {
            let screen = PhotosViewModel(
                dependencies: .init(service: service), context: .init(scheduler: TestScheduler()))
            let presentation = screen <- RecordingPhotosScreen()
            released = screen.store
            await service.started.firstValue { $0 == 1 }
            presentation?.dispose()
        }
        #expect(released == nil)
        if released == nil {  // (a store kept alive would never cancel: do not wait for it then)
            await service.cancelled.firstValue { $0 == 1 }
        }
    }
}

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
        #expect(view.title.current == "Photos")
        #expect(view.loading.values == [false, true])
        #expect(view.list.updateKinds == [.initial])
        #expect(view.list.rows.isEmpty)

        await service.finish(with: .success(threePhotos))
        await screen.store.state.firstValue { !$0.isLoading }
        #expect(view.loading.current == false)
        #expect(view.list.keys == threePhotos.map(\.id))
        #expect(view.list.problems.isEmpty)
        #expect(view.error.presentedCount == 0)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func rowsArePresentedOnlyWhenTheirCellsAreShown() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        #expect(view.list.cellPresentationCount == 0)

        let cell = view.list.showCell(at: 1)
        #expect(view.list.cellPresentationCount == 1)
        #expect(cell?.title.current == bay.title)
        #expect(cell?.favorite.current == false)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func togglingAFavoriteRerendersThatRowAlone() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        let cells = view.list.showAllCells()
        let rowsBefore = screen.rows.value

        cells[1].toggleFavorite.current?()
        await screen.store.state.firstValue { $0.favorites == [bay.id] }
        #expect(view.list.differences.last == ListDifference(updates: [.init(old: 1, new: 1)]))
        #expect(view.list.cellPresentationCount == 4)  // three shown, then the toggled one again
        #expect(view.list.cellDisposalCount == 1)
        #expect(cells[1].favorite.current == true)
        #expect(cells[0].title.presentedCount == 1)
        #expect(cells[2].title.presentedCount == 1)
        #expect(screen.rows.value[0] === rowsBefore[0])  // kept rows keep their view model
        #expect(screen.rows.value[1] !== rowsBefore[1])
        #expect(view.title.current == "Photos (1 favorite)")
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func tappingAPhotoAsksTheParentToOpenIt() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        let opened = screen.outputs.scan([PhotosOutput]()) { opened, action in opened.append(action) }
        let stateBefore = screen.store.state.value

        view.list.showCell(at: 2)?.open.current?()
        #expect(await opened.firstValue { !$0.isEmpty } == [.openPhoto(city.id)])
        #expect(screen.store.state.value == stateBefore)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func aFailedRefreshShowsTheErrorUntilTheNextRefresh() async {
        let (screen, view, presentation, service) = await presentLoadedScreen([alps])
        view.refresh.current?()
        await screen.store.state.firstValue { $0.isLoading }
        #expect(view.loading.current == true)
        await service.finish(with: .failure(offline))
        await screen.store.state.firstValue { !$0.isLoading }
        #expect(view.error.current == "You are offline.")
        #expect(view.list.keys == [alps.id])  // the rows stay

        view.refresh.current?()
        await screen.store.state.firstValue { $0.isLoading }
        #expect(view.error.liveCount == 0)  // taken back when the next load starts
        await service.finish(with: .success([alps, bay]))
        await screen.store.state.firstValue { !$0.isLoading }
        #expect(view.list.keys == [alps.id, bay.id])
        #expect(view.error.presentedCount == 1)
        presentation?.dispose()
        screen.store.dispose()
    }

    @Test func disposingThePresentationTakesEverythingBack() async {
        let (screen, view, presentation, _) = await presentLoadedScreen()
        let cells = view.list.showAllCells()
        presentation?.dispose()
        #expect(view.list.updateKinds.last == .final)
        #expect(view.list.shownCellCount == 0)
        #expect(cells.allSatisfy { $0.title.liveCount == 0 && $0.toggleFavorite.liveCount == 0 })
        #expect(view.title.liveCount + view.loading.liveCount + view.error.liveCount + view.refresh.liveCount == 0)

        screen.send(.favoriteTapped(alps.id))  // the store lives on; nothing is presented
        await screen.store.state.firstValue { !$0.favorites.isEmpty }
        #expect(view.title.presentedCount == 1)
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

import Fractal
import FractalTesting
import PhotosSample
import Testing

/// An app that opens the photos screen as a sheet and closes it: a parent
/// whose child is a store.
private final class GalleryModel: ViewModel {
    struct State: Equatable {
        var photos: PhotosStore?
    }
    let states = MutableProperty(State())
    let service: any PhotosService
    let scheduler: any TimedScheduler

    init(service: any PhotosService, scheduler: any TimedScheduler) {
        (self.service, self.scheduler) = (service, scheduler)
    }

    func photosTapped() { modify { $0.photos = PhotosStore(service: service, scheduler: scheduler) } }

    func closeTapped() { modify { $0.photos = nil } }
}

@Suite("The photos screen is its store, a view model tested as any other", .timeLimit(.minutes(10)))
struct PhotosScreenTests {
    @Test func appearingLoadsThePhotos() async {
        let service = ScriptedPhotosService()
        let photos = ViewModelTester { PhotosStore(service: service, scheduler: $0) }
        #expect(photos.state.title == "Photos")
        photos.viewModel.send(PhotosEvent(.appeared))
        photos.expect { $0.isLoading = true }
        photos.viewModel.send(PhotosEvent(.refreshTapped))  // a load is running: nothing changes
        photos.expect()
        await service.finish(with: .success(threePhotos))
        await photos.receive {
            $0.isLoading = false
            $0.rows = [row(alps), row(bay), row(city)]
        }
        #expect(service.started.value == 1)
        await photos.finish()
    }

    @Test func togglingAFavoriteMarksThatRowAndTheTitleCountsIt() async {
        let photos = ViewModelTester { PhotosStore(service: InMemoryPhotosService(photos: threePhotos), scheduler: $0) }
        photos.viewModel.send(PhotosEvent(.appeared))
        await photos.receive { $0.rows = [row(alps), row(bay), row(city)] }
        photos.viewModel.send(PhotosEvent(.favoriteTapped(bay.id)))
        photos.expect {
            $0.favorites = [bay.id]
            $0.rows[1].isFavorite = true
        }
        #expect(photos.state.title == "Photos (1 favorite)")
        await photos.finish()
    }

    @Test func tappingAPhotoAsksTheParentToOpenItAndChangesNoState() {
        let photos = ViewModelTester { PhotosStore(service: InMemoryPhotosService(photos: []), scheduler: $0) }
        let opened = Recorder<PhotosOutput>()
        let observation = photos.viewModel.outputs.observe(opened.record)
        photos.viewModel.send(PhotosEvent(.photoTapped(city.id)))
        photos.expect()
        #expect(opened.values == [.openPhoto(city.id)])
        observation.dispose()
    }

    @Test func aFailedRefreshShowsTheErrorUntilTheNextRefresh() async {
        let service = ScriptedPhotosService()
        let photos = ViewModelTester { PhotosStore(service: service, scheduler: $0) }
        photos.viewModel.send(PhotosEvent(.appeared))
        await service.finish(with: .success([alps]))
        await photos.receive { $0.rows = [row(alps)] }
        photos.viewModel.send(PhotosEvent(.refreshTapped))
        photos.expect { $0.isLoading = true }
        await service.finish(with: .failure(offline))
        await photos.receive {
            $0.isLoading = false
            $0.errorText = "You are offline."  // the rows stay
        }
        photos.viewModel.send(PhotosEvent(.refreshTapped))
        photos.expect {
            $0.isLoading = true
            $0.errorText = nil  // taken back when the next load starts
        }
        await service.finish(with: .success([alps, bay]))
        await photos.receive {
            $0.isLoading = false
            $0.rows = [row(alps), row(bay)]
        }
        await photos.finish()
    }

    @Test func aViewIsGivenEachDistinctStateUntilItsPresentationEnds() async {
        let screen = PhotosStore(service: InMemoryPhotosService(photos: [alps]), scheduler: TestScheduler())
        let view = RecordingPresenter<PhotosViewState>("photos")
        let presentation = screen <- view.presenter
        screen.send(PhotosEvent(.appeared))
        await screen.states.firstValue { !$0.rows.isEmpty }
        #expect(view.values.map(\.isLoading) == [false, true, false])
        presentation?.dispose()
        #expect(view.liveCount == 0)

        screen.send(PhotosEvent(.favoriteTapped(alps.id)))  // the store lives on; nothing is presented
        #expect(screen.states.value.title == "Photos (1 favorite)")
        #expect(view.presentedCount == 3)
        screen.dispose()
    }

    @Test func aParentThatDropsTheScreenReleasesItAndCancelsItsLoad() async {
        let service = ScriptedPhotosService()
        let gallery = ViewModelTester { GalleryModel(service: service, scheduler: $0) }
        gallery.viewModel.photosTapped()
        gallery.expect { $0.photos = PhotosStore(service: service) }
        gallery.state.photos?.send(PhotosEvent(.appeared))
        await service.started.firstValue { $0 == 1 }
        gallery.viewModel.closeTapped()
        gallery.expect { $0.photos = nil }
        await service.cancelled.firstValue { $0 == 1 }
        await gallery.finish()
    }
}

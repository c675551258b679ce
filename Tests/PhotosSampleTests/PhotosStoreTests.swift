import Fractal
import FractalTesting
import PhotosSample
import Testing

@Suite("A store runs the photos screen as the signals do", .timeLimit(.minutes(10)))
struct PhotosStoreTests {
    @Test func theStoreShowsTheSameViewStatesAndActionsAsTheSignals() async {
        let signalsService = ScriptedPhotosService()
        let model = PhotosModel(service: signalsService)
        let intents = Emitter<PhotosIntent>()
        let (viewState, actions) = model.attach(intents: intents.signal)
        let bySignals = await session.run(on: signalsService, viewState: viewState, actions: actions) { intents.send($0) }

        let storeService = ScriptedPhotosService()
        let store = PhotosStore(service: storeService, scheduler: TestScheduler())
        let byStore = await session.run(on: storeService, viewState: store.states, actions: store.outputs) {
            store.send(PhotosEvent($0))
        }

        #expect(byStore.viewStates.count == 9)
        #expect(byStore.viewStates == bySignals.viewStates)
        #expect(byStore.actions == [.openPhoto(city.id), .openPhoto(bay.id)])
        #expect(byStore.actions == bySignals.actions)
        #expect(storeService.started.value == 3)
        #expect(signalsService.started.value == 3)
        model.detach()
        store.dispose()
    }

    @Test func theReducerStepByStepWithAViewModelTester() async {
        let service = ScriptedPhotosService()
        let photos = ViewModelTester { PhotosStore(service: service, scheduler: $0) }
        let outputs = Recorder<PhotosOutput>()
        let observation = photos.viewModel.outputs.observe(outputs.record)
        photos.viewModel.send(.loadStarted)
        photos.expect { $0.isLoading = true }
        photos.viewModel.send(.loadStarted)  // a load is running: nothing changes, nothing starts
        photos.expect()
        await service.finish(with: .success([alps]))
        await photos.receive {
            $0.isLoading = false
            $0.rows = [row(alps)]
        }
        photos.viewModel.send(.favoriteToggled(alps.id))
        photos.expect {
            $0.favorites = [alps.id]
            $0.rows[0].isFavorite = true
        }
        photos.viewModel.send(.photoOpened(alps.id))
        photos.expect()
        #expect(outputs.values == [.openPhoto(alps.id)])
        observation.dispose()
        await photos.finish()
        #expect(service.started.value == 1)
    }

    @Test func aLoadIsAnEffectThatSendsItsResultBack() async {
        let store = PhotosStore(service: InMemoryPhotosService(photos: threePhotos), scheduler: TestScheduler())
        let states = Recorder<PhotosViewState>()
        let observation = store.states.observeChanges(states.record)
        store.send(.loadStarted)
        let loaded = await store.states.firstValue { !$0.isLoading }
        #expect(loaded?.rows.map(\.id) == threePhotos.map(\.id))
        #expect(states.values.first?.isLoading == true)  // loading until the effect's result is reduced
        observation.dispose()
        store.dispose()
    }

    @Test func aFailedLoadIsReducedAsAnEvent() async {
        let store = PhotosStore(service: InMemoryPhotosService(failingWith: offline), scheduler: TestScheduler())
        store.send(.loadStarted)
        let failed = await store.states.firstValue { !$0.isLoading }
        #expect(failed == PhotosViewState(errorText: "You are offline."))
        store.dispose()
    }

    @Test func openingAPhotoIsAnOutputAndChangesNoState() {
        let store = PhotosStore(service: InMemoryPhotosService(photos: []), scheduler: TestScheduler())
        let outputs = Recorder<PhotosOutput>()
        let observation = store.outputs.observe(outputs.record)
        store.send(PhotosEvent(.photoTapped(alps.id)))
        #expect(outputs.values == [.openPhoto(alps.id)])
        #expect(store.states.value == PhotosViewState())
        observation.dispose()
        store.dispose()
    }

    @Test func disposingTheStoreCancelsTheRunningLoad() async {
        let service = ScriptedPhotosService()
        let store = PhotosStore(service: service, scheduler: TestScheduler())
        store.send(.loadStarted)
        await service.started.firstValue { $0 == 1 }
        store.dispose()
        await service.cancelled.firstValue { $0 == 1 }
        store.send(.loadStarted)
        #expect(service.started.value == 1)
        #expect(store.states.value == PhotosViewState(isLoading: true))
    }
}

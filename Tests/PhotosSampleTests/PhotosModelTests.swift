import Fractal
import FractalTesting
import PhotosSample
import Testing

@Suite("MVI: intents become a view-state property and an actions signal", .timeLimit(.minutes(10)))
struct PhotosModelTests {
    @Test func appearingLoadsThePhotos() async {
        let service = ScriptedPhotosService()
        let model = PhotosModel(service: service)
        let intents = Emitter<PhotosIntent>()
        let (viewState, _) = model.attach(intents: intents.signal)
        let rendered = Recorder<PhotosViewState>()
        let render = viewState.observe(rendered.record)

        intents.send(.appeared)
        #expect(viewState.value.isLoading)
        await service.finish(with: .success(threePhotos))
        await viewState.firstValue { !$0.isLoading }

        #expect(
            rendered.values == [
                PhotosViewState(),
                PhotosViewState(isLoading: true),
                PhotosViewState(rows: [row(alps), row(bay), row(city)]),
            ])
        render.dispose()
        model.detach()
    }

    @Test func aRefreshWhileLoadingStartsNoSecondLoad() async {
        let service = ScriptedPhotosService()
        let model = PhotosModel(service: service)
        let intents = Emitter<PhotosIntent>()
        let (viewState, _) = model.attach(intents: intents.signal)

        intents.send(.appeared)
        intents.send(.refreshTapped)
        await service.finish(with: .success([alps]))
        await viewState.firstValue { !$0.isLoading }
        intents.send(.refreshTapped)  // the first load is over: this one runs
        await viewState.firstValue { $0.isLoading }
        await service.finish(with: .success([bay]))
        await viewState.firstValue { !$0.isLoading }

        #expect(viewState.value.rows == [row(bay)])
        #expect(service.started.value == 2)
        model.detach()
    }

    @Test func aFailureShowsItsMessageUntilTheNextLoad() async {
        let service = ScriptedPhotosService()
        let model = PhotosModel(service: service)
        let intents = Emitter<PhotosIntent>()
        let (viewState, _) = model.attach(intents: intents.signal)

        intents.send(.appeared)
        await service.finish(with: .failure(offline))
        let failed = await viewState.firstValue { !$0.isLoading }
        #expect(failed?.errorText == "You are offline.")

        intents.send(.refreshTapped)
        let reloading = await viewState.firstValue { $0.isLoading }
        #expect(reloading?.errorText == nil)
        await service.finish(with: .success([alps]))
        #expect(await viewState.firstValue { !$0.isLoading }?.rows == [row(alps)])
        model.detach()
    }

    @Test func tappingAPhotoIsAnActionAndAFavoriteIsState() async {
        let model = PhotosModel(service: InMemoryPhotosService(photos: threePhotos))
        let intents = Emitter<PhotosIntent>()
        let (viewState, actions) = model.attach(intents: intents.signal)
        let navigation = Recorder<PhotosOutput>()
        let handle = actions.observe(navigation.record)
        intents.send(.appeared)
        let loaded = await viewState.firstValue { !$0.isLoading }

        intents.send(.photoTapped(city.id))
        #expect(navigation.values == [.openPhoto(city.id)])
        #expect(viewState.value == loaded)

        intents.send(.favoriteTapped(alps.id))
        let favorite = await viewState.firstValue { !$0.favorites.isEmpty }
        #expect(favorite?.rows.first == row(alps, favorite: true))
        #expect(navigation.values.count == 1)
        handle.dispose()
        model.detach()
    }

    @Test func detachingCancelsTheLoadAndIgnoresLaterIntents() async {
        let service = ScriptedPhotosService()
        let model = PhotosModel(service: service)
        let intents = Emitter<PhotosIntent>()
        let (viewState, actions) = model.attach(intents: intents.signal)
        let navigation = Recorder<PhotosOutput>()
        let handle = actions.observe(navigation.record)
        intents.send(.appeared)
        await service.started.firstValue { $0 == 1 }

        model.detach()
        await service.cancelled.firstValue { $0 == 1 }
        intents.send(.refreshTapped)
        intents.send(.favoriteTapped(alps.id))
        intents.send(.photoTapped(alps.id))

        #expect(viewState.value == PhotosViewState(isLoading: true))
        #expect(navigation.values.isEmpty)
        #expect(service.started.value == 1)
        handle.dispose()
    }

    @Test func releasingTheModelDetachesIt() async {
        let service = ScriptedPhotosService()
        let intents = Emitter<PhotosIntent>()
        weak var released: PhotosModel?
        let viewState: Property<PhotosViewState>
        do {
            let model = PhotosModel(service: service)
            released = model
            viewState = model.attach(intents: intents.signal).viewState
            intents.send(.appeared)
            await service.started.firstValue { $0 == 1 }
        }
        #expect(released == nil)
        if released == nil {  // (a model kept alive would never cancel: do not wait for it then)
            await service.cancelled.firstValue { $0 == 1 }
        }
        intents.send(.favoriteTapped(alps.id))
        #expect(viewState.value == PhotosViewState(isLoading: true))
    }
}

// The examples of the DocC article "MVI and Redux"
// (Sources/Fractal/Fractal.docc/MVIAndRedux.md) that are not in the sample
// itself, compiled and tested here.

import Fractal
import FractalTesting
import PhotosSample
import Testing

/// A coordinator in Cordux's sense: it makes the screen, handles its
/// outputs, and navigates by changing its route.
final class PhotosCoordinator: Sendable {
    let route: MutableProperty<[String]>
    let screen: PhotosViewModel
    private let navigation: any Disposable

    init(service: any PhotosService, scheduler: any TimedScheduler) {
        let route = MutableProperty(["photos"])
        let screen = PhotosViewModel(dependencies: .init(service: service), context: .init(scheduler: scheduler))
        navigation = screen.outputs.observe { action in
            switch action {
            case .openPhoto(let id): route.value = ["photos", id]
            }
        }
        self.route = route
        self.screen = screen
    }

    deinit {
        navigation.dispose()
    }
}

/// A view in MVI's sense: it sends intents, renders view states and hands
/// actions to whoever navigates.
final class PhotosRenderer: Sendable {
    let intents = Emitter<PhotosIntent>()
    let viewState: Property<PhotosViewState>
    let rendered = Recorder<PhotosViewState>()
    let handled = Recorder<PhotosOutput>()
    private let attachment = CompositeDisposable()

    init(model: PhotosModel) {
        let (viewState, actions) = model.attach(intents: intents.signal)
        attachment += viewState.observe(rendered.record)
        attachment += actions.observe(handled.record)
        self.viewState = viewState
    }

    deinit {
        attachment.dispose()
    }
}

@Suite("The MVI and Redux article's examples", .timeLimit(.minutes(1)))
struct MVIAndReduxArticleTests {
    @Test func aViewAttachesItsIntentsAndRendersTheModel() async {
        let model = PhotosModel(service: InMemoryPhotosService(photos: threePhotos))
        let view = PhotosRenderer(model: model)
        view.intents.send(.appeared)
        await view.viewState.firstValue { !$0.rows.isEmpty }
        view.intents.send(.favoriteTapped(alps.id))
        await view.viewState.firstValue { !$0.favorites.isEmpty }
        view.intents.send(.photoTapped(alps.id))  // actions come straight from the intents
        #expect(view.handled.values == [.openPhoto(alps.id)])
        #expect(view.rendered.values.first == PhotosViewState())
        #expect(view.rendered.values.last?.rows.first == PhotosViewState.Row(id: alps.id, title: alps.title, isFavorite: true))
        model.detach()
    }

    @Test func theCoordinatorNavigatesOnTheScreensOutputs() async {
        let coordinator = PhotosCoordinator(service: InMemoryPhotosService(photos: threePhotos), scheduler: TestScheduler())
        let view = RecordingPhotosScreen()
        let presentation = coordinator.screen <- view
        await coordinator.screen.store.state.firstValue { !$0.rows.isEmpty }

        view.$rowsPresenter.showCell(at: 1)?.$openPresenter.current?()
        #expect(await coordinator.route.firstValue { $0.count == 2 } == ["photos", bay.id])
        presentation?.dispose()
        coordinator.screen.store.dispose()
    }
}

// The photos screen written with signals (MVI) and as a store, compared
// (the DocC article "From MVI", Sources/Fractal/Fractal.docc/FromMVI.md,
// quotes the sample itself), compiled and tested here.

import Fractal
import FractalTesting
import PhotosSample
import Testing

/// A coordinator in Cordux's sense: a parent view model whose child is the
/// screen's store; it handles the screen's outputs and navigates by
/// changing its route.
final class PhotosCoordinator: ViewModel {
    struct State: Equatable {
        var route = ["photos"]
        let screen: PhotosStore
    }
    let states: MutableProperty<State>

    init(service: any PhotosService, scheduler: any TimedScheduler) {
        states = MutableProperty(State(screen: PhotosStore(service: service, scheduler: scheduler)))
    }

    func whilePresented() -> (any Disposable)? {
        state.screen.outputs.observe { [weak self] action in
            switch action {
            case .openPhoto(let id): self?.modify { $0.route = ["photos", id] }
            }
        }
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

@Suite("The photos screen as MVI signals and as a store, each driven as a view drives it", .timeLimit(.minutes(10)))
struct PhotosScreenStylesTests {
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

    @Test func theCoordinatorNavigatesOnTheScreensOutputs() {
        let coordinator = ViewModelTester { PhotosCoordinator(service: InMemoryPhotosService(photos: threePhotos), scheduler: $0) }
        coordinator.state.screen.send(PhotosEvent(.photoTapped(bay.id)))
        coordinator.expect { $0.route = ["photos", bay.id] }
    }
}

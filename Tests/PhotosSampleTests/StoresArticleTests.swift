// The examples of the DocC article "Stores" (Sources/Fractal/Fractal.docc/Stores.md),
// compiled and tested here; .ci/check-docs.py checks that the article's blocks
// appear in this package's Tests/ or Examples/ line for line.

import Fractal
import FractalTesting
import PhotosSample
import Testing

// MARK: A screen-local form: plain properties

final class RenameFormViewModel: Sendable {
    let title: MutableProperty<String>
    let canSave: Property<Bool>

    init(title: String) {
        let field = MutableProperty(title)
        self.title = field
        canSave = field.map { !$0.isEmpty && $0 != title }
    }
}

// MARK: Shared state: an app store, the photos screen one scope of it

struct AppState: Equatable, Sendable {
    var photos = PhotosViewState()
    var userName = "Ada"
}

enum AppEvent: Sendable {
    case photos(PhotosEvent)
    case rename(String)
}

func makeAppStore(service: any PhotosService) -> Store<AppState, AppEvent, PhotosOutput> {
    let photos = PhotosStore.reducer(service: service)
    return Store(initial: AppState(), scheduler: TestScheduler()) { (state: inout AppState, event: AppEvent) in
        switch event {
        case .photos(let event):
            return photos(&state.photos, event).map(AppEvent.photos)
        case .rename(let name):
            state.userName = name
            return .none
        }
    }
}

// MARK: One store per row: scope(forEach:event:)

struct AlbumPhoto: Identifiable, Equatable, Sendable {
    let id: String
    var likes = 0
}

enum AlbumEvent: Sendable {
    case photo(AlbumPhoto.ID, AlbumPhotoEvent)
}

enum AlbumPhotoEvent: Sendable {
    case like
}

struct AlbumState: Equatable, Sendable {
    var photos: IdentifiedList<AlbumPhoto> = []
}

func makeAlbum(_ ids: [String]) -> Store<AlbumState, AlbumEvent, Never> {
    let initial = AlbumState(photos: IdentifiedList(ids.map { AlbumPhoto(id: $0) }))
    return Store(initial: initial, scheduler: TestScheduler()) { (state: inout AlbumState, event: AlbumEvent) in
        switch event {
        case .photo(let id, .like): state.photos[id: id]?.likes += 1
        }
        return .none
    }
}

/// A label a view shows text in.
@MainActor
private final class Label {
    var text = ""
}

@Suite("The Stores article's examples", .timeLimit(.minutes(10)))
struct StoresArticleTests {
    @Test @MainActor func theScreenIsItsStorePresentedIntoOneView() async {
        let titleLabel = Label()
        let service = ScriptedPhotosService()  // its load waits: no state arrives from another thread
        let screen = PhotosStore(service: service, scheduler: TestScheduler())
        let view = Presenter<PhotosViewState>.UI { viewState in
            titleLabel.text = viewState.title
            return nil
        }
        let presentation = screen <- view
        screen.send(PhotosEvent(.appeared))
        screen.send(PhotosEvent(.favoriteTapped(bay.id)))
        await Task.yield()  // the main queue runs the bind the UI scheduler queued
        #expect(titleLabel.text == "Photos (1 favorite)")
        presentation?.dispose()
    }

    @Test func aFormKeepsItsStateInPlainProperties() {
        let form = RenameFormViewModel(title: "Sunrise")
        #expect(form.canSave.value == false)
        form.title.value = "Sunrise over the bay"
        #expect(form.canSave.value == true)
        form.title.value = ""
        #expect(form.canSave.value == false)
    }

    @Test func twoScreensShareTheAppStoresState() async {
        let app = makeAppStore(service: InMemoryPhotosService(photos: threePhotos))
        let screen = app.scope(state: \.photos, event: AppEvent.photos)
        let badge = RecordingPresenter<String>("badge")
        let badgeSubscription = app.subscribe(badge) { "\($0.photos.favorites.count) favorites" }
        let view = RecordingPresenter<PhotosViewState>("photos")
        let presentation = screen <- view.presenter
        screen.send(PhotosEvent(.appeared))
        await app.states.firstValue { !$0.photos.rows.isEmpty }

        screen.send(PhotosEvent(.favoriteTapped(bay.id)))
        await app.states.firstValue { !$0.photos.favorites.isEmpty }
        #expect(badge.current == "1 favorites")
        #expect(view.current?.title == "Photos (1 favorite)")

        let photosChanges = Recorder<PhotosViewState>()
        let observation = screen.states.changes.observe(photosChanges.record)
        app.send(.rename("Grace"))  // not the photos' state: the scoped store does not deliver
        await app.states.firstValue { $0.userName == "Grace" }
        #expect(photosChanges.count == 0)
        #expect(view.presentedCount == 4)  // before the load, loading, loaded, a favorite

        observation.dispose()
        presentation?.dispose()
        badgeSubscription.dispose()
        app.dispose()
    }

    @Test func aRowsEventRendersThatRowAlone() {
        let album = makeAlbum(["alps", "bay", "city"])
        let rows = album.scope(forEach: \.photos, event: AlbumEvent.photo)
        let cells = rows.value.map { _ in RecordingPresenter<String>("cell") }
        let subscriptions = zip(rows.value, cells).map { row, cell in
            row.subscribe(cell) { "\($0.id): \($0.likes) likes" }
        }

        rows.value[1].send(.like)
        #expect(album.states.value.photos[id: "bay"]?.likes == 1)
        #expect(cells.map(\.presentedCount) == [1, 2, 1])
        #expect(cells[1].current == "bay: 1 likes")
        subscriptions.forEach { $0.dispose() }
    }

    @Test func aSubscriptionDoesNotKeepItsStoreAlive() {
        let titlePresenter = RecordingPresenter<String>("title")
        weak var released: PhotosStore?
        var subscription: (any Disposable)?
        do {
            let store = PhotosStore(service: InMemoryPhotosService(photos: []), scheduler: TestScheduler())
            released = store
            subscription = store.subscribe(titlePresenter) { $0.title }
        }
        #expect(released == nil)
        #expect(titlePresenter.current == "Photos")
        subscription?.dispose()
        #expect(titlePresenter.liveCount == 0)
    }
}

// A store presented as a screen, a form in plain properties, and a subscription
// through a transform (quoted by the DocC article "From Redux",
// Sources/Fractal/Fractal.docc/FromRedux.md), compiled and tested here.

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

    @Test func aPresentationOfATransformOfTheStateDoesNotKeepTheStoreAlive() {
        let titlePresenter = RecordingPresenter<String>("title")
        weak var released: PhotosStore?
        var subscription: (any Disposable)?
        do {
            let store = PhotosStore(service: InMemoryPhotosService(photos: []), scheduler: TestScheduler())
            released = store
            subscription = titlePresenter.presenter <~ store.states.map(\.title).skipRepeats()
        }
        #expect(released == nil)
        #expect(titlePresenter.current == "Photos")
        subscription?.dispose()
        #expect(titlePresenter.liveCount == 0)
    }
}

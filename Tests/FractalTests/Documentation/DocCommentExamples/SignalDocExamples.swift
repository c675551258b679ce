// The examples of the doc comments in Sources/Fractal/Primitives/Signals and
// Sources/Fractal/Primitives/Scheduling, compiled and run: .ci/check-docs.py finds each
// one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Signal's doc example: observers are called for every event sent")
    struct SignalDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        @Test func eachTapIsSeenUntilTheObservationIsDisposed() {
            let taps = Emitter<Void>()
            let observation = taps.signal.observe { print("tapped") }
            taps.send()
            observation.dispose()
            taps.send()
            #expect(printed.value == ["tapped"])
        }
    }

    @Suite("Emitter's doc example: a view model sends into the signal it exposes")
    struct EmitterDocExampleTests {
        final class SearchViewModel: Sendable {
            let queries: Signal<String>
            private let queryEmitter = Emitter<String>()

            init() { queries = queryEmitter.signal }

            func search(_ text: String) { queryEmitter.send(text) }
        }

        @Test func searchingSendsTheQuery() {
            let viewModel = SearchViewModel()
            let queries = Recorder<String>()
            let observation = viewModel.queries.observe(queries.record)
            viewModel.search("ada")
            viewModel.search("grace")
            #expect(queries.values == ["ada", "grace"])
            observation.dispose()
        }
    }

    @Suite("Merge and scan doc examples: intents become events, events fold into a view model")
    struct MergeAndScanDocExampleTests {
        struct Photo: Equatable, Sendable {
            let id: Int
        }

        enum Intent: Equatable, Sendable {
            case refresh
            case favorite(Int)
        }

        enum PhotosEvent: Equatable, Sendable {
            case loadStarted
            case loaded([Photo])
        }

        struct PhotosViewModel: Equatable, Sendable {
            var isLoading = false
            var photos: [Photo] = []

            mutating func reduce(_ event: PhotosEvent) {
                switch event {
                case .loadStarted: isLoading = true
                case .loaded(let photos):
                    isLoading = false
                    self.photos = photos
                }
            }
        }

        @Test func mergedEventsArriveInTheOrderTheyAreSent() {
            let intentEmitter = Emitter<Intent>()
            let loadedEmitter = Emitter<[Photo]>()
            let intents = intentEmitter.signal
            let loaded = loadedEmitter.signal

            let events = Signal.merge([
                intents.filter { $0 == .refresh }.map { _ in PhotosEvent.loadStarted },
                loaded.map(PhotosEvent.loaded),
            ])

            let seen = Recorder<PhotosEvent>()
            let observation = events.observe(seen.record)
            intentEmitter.send(.favorite(1))
            intentEmitter.send(.refresh)
            loadedEmitter.send([Photo(id: 1)])
            #expect(seen.values == [.loadStarted, .loaded([Photo(id: 1)])])
            observation.dispose()
        }

        @Test func theViewModelFoldsEveryEvent() {
            let emitter = Emitter<PhotosEvent>()
            let events = emitter.signal
            let viewModel: Property<PhotosViewModel> = events.scan(PhotosViewModel()) { viewModel, event in
                viewModel.reduce(event)
            }
            emitter.send(.loadStarted)
            #expect(viewModel.value.isLoading)
            emitter.send(.loaded([Photo(id: 2)]))
            #expect(viewModel.value == PhotosViewModel(isLoading: false, photos: [Photo(id: 2)]))
        }
    }

    @Suite("Scheduler doc examples: an immediate scheduler runs work at once, the UI scheduler on the main queue")
    struct SchedulerDocExampleTests {
        @Test func immediateWorkHasRunWhenScheduleReturns() {
            let ran = MutableProperty(false)
            ImmediateScheduler().schedule { ran.value = true }  // ran.value is true here
            #expect(ran.value)
        }

        @Test @MainActor func aUIPresenterBindsOnTheMainQueueWhereverItIsPresentedFrom() async {
            let label = Label()
            let presenter = Presenter<String>.UI(on: UIScheduler()) { text in
                label.text = text
                return nil
            }
            let presentation = presenter <~ "Hello"  // at once, unless other UI work waits
            await mainQueueCatchesUp()
            #expect(label.text == "Hello")
            let fromElsewhere = await Task.detached { presenter <~ "Goodbye" }.value  // enqueued on the main queue
            await mainQueueCatchesUp()
            #expect(label.text == "Goodbye")
            presentation?.dispose()
            fromElsewhere?.dispose()
        }
    }
}

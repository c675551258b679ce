import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("A main screen with 500 rows, on a test scheduler, without bookkeeping")
struct ListScreenTests {
    let scheduler = TestScheduler()
    let session: PresentationRecorder
    let screen: RecordingMainScreen
    let items = (0..<500).map { Item(id: "item-\($0)", title: "Item \($0)", detail: "Detail of item \($0)") }

    init() {
        session = PresentationRecorder(scheduler: scheduler)
        screen = RecordingMainScreen(session, "main")
    }

    func makeMain() -> MainViewModel {
        let services = AppServices(
            authService: InMemoryAuthService(accounts: [:]), itemsService: StaticItemsService(items: items))
        return MainViewModel(
            dependencies: .init(user: User(name: "Ada"), authService: services.authService, itemsService: services.itemsService),
            context: .init())
    }

    @Test func everyRowGetsItsOwnContainerOnceTheUICatchesUp() {
        let presentation = makeMain() <- screen
        #expect(screen.rows.liveContainers.isEmpty)  // binds wait for the scheduler
        scheduler.advance()
        #expect(screen.rows.liveContainers.count == 500)
        #expect(screen.rows.liveContainers.map(\.title.current) == items.map(\.title))
        #expect(screen.rows.liveContainers[499]?.title.name == "main.rows[499].title")
        #expect(screen.rows.liveContainers[500] == nil)
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
    }

    @Test func tappingARowFarDownShowsItsDetail() throws {
        let presentation = makeMain() <- screen
        scheduler.advance()
        screen.rows.liveContainers[437]?.select.current?()
        scheduler.advance()
        let detail = try #require(screen.detail.currentContainer)
        #expect(detail.title.current == "Item 437")
        #expect(detail.detail.current == "Detail of item 437")
        let report = session.disposeAndCheckLeaks(presentation)
        #expect(report.isClean, "\(report)")
        #expect(screen.rows.liveContainers.isEmpty && screen.detail.liveContainers.isEmpty)
    }
}

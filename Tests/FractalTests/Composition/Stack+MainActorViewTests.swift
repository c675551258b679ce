import Fractal
import FractalTesting
import Testing

/// A navigation view: main-actor state, as UIKit's and SwiftUI's are.
@MainActor
private final class NavigationView {
    private(set) var titles: [String] = []

    func show(_ screens: [Page]) {
        titles = screens.map { screen in
            switch screen {
            case .detail(let title): title
            case .record(let page): "Recording \(page.title)"
            }
        }
    }
}

@MainActor
@Suite("A stack in a store's state drives a main-actor view with no hop in app code")
struct StackMainActorViewTests {
    @Test func theViewFollowsPushesOnTheMainActor() {
        let scheduler = TestScheduler()
        let store = Store(initial: BrowserState(), scheduler: scheduler, reducer: makeBrowser())
        let navigation = NavigationView()
        let screens = Presenter<[Page]>.UI(on: scheduler) { screens in
            navigation.show(screens)
            return nil
        }
        let presentation = screens <~ store.states.map { Array($0.path) }.skipRepeats()
        store.send(.openTapped("Design"))
        #expect(navigation.titles == [])
        scheduler.advance()
        #expect(navigation.titles == ["Design"])
        store.send(.path(.element(id: StackID(0), event: .detail(.recordTapped))))
        scheduler.advance()
        #expect(navigation.titles == ["Design", "Recording Design"])
        presentation?.dispose()
        store.dispose()
    }
}

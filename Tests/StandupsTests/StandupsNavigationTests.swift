import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

/// A navigation view: main-actor state, as UIKit's and SwiftUI's are.
@MainActor
final class NavigationView {
    private(set) var titles: [String] = []

    func show(_ screens: [StandupsScreen]) {
        titles = screens.map { screen in
            switch screen {
            case .detail(let detail): detail.standup.title
            case .meeting(let meeting, _): "Meeting \(meeting.id)"
            case .record(let record): "Recording \(record.standup.title)"
            }
        }
    }
}

@MainActor
@Suite struct StandupsNavigationTests {
    @Test func theStackDrivesAMainActorViewWithoutHopsInAppCode() throws {
        let scheduler = TestScheduler()
        let store = Store(initial: StandupsState(standups: [.design]), scheduler: scheduler, reducer: standupsApp(.test()))
        let navigation = NavigationView()
        let screens = Presenter<[StandupsScreen]>.UI(on: scheduler) { screens in
            navigation.show(screens)
            return nil
        }
        let presentation = screens <~ store.state.map { Array($0.path) }.skipRepeats()
        store.send(.list(.standupTapped(Standup.design.id)))
        store.send(.detail(0, .startMeetingTapped))
        scheduler.advance()
        #expect(navigation.titles == ["Design"])
        store.send(.detail(0, .alert(.continueWithoutRecording)))
        scheduler.advance()
        #expect(navigation.titles == ["Design", "Recording Design"])
        #expect(store.state.value.route == .record(Standup.design.id))
        presentation?.dispose()
        store.dispose()
    }
}

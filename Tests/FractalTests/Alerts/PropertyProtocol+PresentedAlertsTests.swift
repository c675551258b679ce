import Fractal
import FractalTesting
import Testing

@Suite("presentedAlerts presents the state's alert while it is set, once per distinct alert")
struct PropertyProtocolPresentedAlertsTests {
    /// A feature whose state is an alert and a count of unrelated events.
    struct State: Equatable, Sendable {
        var alert: AlertState<ChildAlert>?
        var unrelated = 0
        var answers: [ChildAlert] = []
    }

    enum Event: Equatable, Sendable {
        case show(AlertState<ChildAlert>)
        case alert(ChildAlert)
        case alertDismissed
        case unrelated
    }

    static func makeStore() -> Store<State, Event, Never> {
        Store(initial: State()) { (state: inout State, event: Event) in
            switch event {
            case .show(let alert): state.alert = alert
            case .alert(let answer):
                state.alert = nil
                state.answers.append(answer)
            case .alertDismissed: state.alert = nil
            case .unrelated: state.unrelated += 1
            }
            return .none
        }
    }

    static func present(_ store: Store<State, Event, Never>, into alerts: RecordingPresenter<PresentedAlert<ChildAlert>>) -> (any Disposable)? {
        alerts.presenter.serial().optional()
            <~ store.states.map(\.alert).presentedAlerts(send: { store.send(.alert($0)) }, dismiss: { store.send(.alertDismissed) })
    }

    @Test func nothingIsPresentedWhileTheStateHasNoAlert() {
        let store = Self.makeStore()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert")
        let presentation = Self.present(store, into: alerts)
        store.send(.unrelated)
        #expect(alerts.values.isEmpty)
        presentation?.dispose()
    }

    @Test func anAlertIsShownUntilItIsAnsweredAndItsAnswerReachesTheStore() throws {
        let store = Self.makeStore()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert")
        let presentation = Self.present(store, into: alerts)
        store.send(.show(deletionAlert()))
        #expect(alerts.current?.state == deletionAlert())
        try alerts.current?.tap(titled: "Remind me")
        #expect(store.states.value.answers == [.later(minutes: 10)])
        #expect(alerts.liveCount == 0 && alerts.disposedCount == 1)
        presentation?.dispose()
    }

    @Test func unrelatedEventsDoNotPresentTheSameAlertAgain() {
        let store = Self.makeStore()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert")
        let presentation = Self.present(store, into: alerts)
        store.send(.show(deletionAlert()))
        let shown = alerts.current
        store.send(.unrelated)
        store.send(.show(deletionAlert()))  // equal: still the one on screen
        #expect(alerts.values.count == 1 && alerts.current === shown)
        presentation?.dispose()
    }

    @Test func aDifferentAlertReplacesTheOneShown() {
        let store = Self.makeStore()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert")
        let presentation = Self.present(store, into: alerts)
        store.send(.show(deletionAlert()))
        store.send(.show(deletionAlert(style: .confirmationDialog)))
        #expect(alerts.values.map(\.state.style) == [.alert, .confirmationDialog])
        #expect(alerts.live.map(\.state.style) == [.confirmationDialog])
        presentation?.dispose()
        #expect(alerts.liveCount == 0)
    }

    @Test func afterADismissalTheSameAlertIsShownAgain() throws {
        let store = Self.makeStore()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert")
        let presentation = Self.present(store, into: alerts)
        store.send(.show(deletionAlert()))
        try alerts.current?.tap(role: .cancel)
        #expect(store.states.value.alert == nil && alerts.liveCount == 0)
        store.send(.show(deletionAlert()))
        #expect(alerts.values.count == 2 && alerts.liveCount == 1)
        #expect(alerts.current?.isAnswered == false)  // a new alert answers again
        presentation?.dispose()
    }

    @Test func aViewModelsOwnPropertyWorksAsAStoresState() throws {
        let alert = MutableProperty<AlertState<ChildAlert>?>(nil)
        let sent = Recorder<ChildAlert>()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert")
        let presentation =
            alerts.presenter.serial().optional()
            <~ alert.presentedAlerts(
                send: { event in
                    alert.value = nil
                    sent.record(event)
                },
                dismiss: { alert.value = nil })
        alert.value = deletionAlert()
        try alerts.current?.tap(titled: "Delete")
        #expect(sent.values == [.confirm] && alert.value == nil && alerts.liveCount == 0)
        presentation?.dispose()
    }

    @Test func onAUIPresenterTheAlertIsShownWhenTheSchedulerRuns() throws {
        let scheduler = TestScheduler()
        let store = Self.makeStore()
        let alerts = RecordingPresenter<PresentedAlert<ChildAlert>>("alert", scheduler: scheduler)
        let presentation = Self.present(store, into: alerts)
        store.send(.show(deletionAlert()))
        store.send(.alertDismissed)
        store.send(.show(deletionAlert(style: .confirmationDialog)))
        #expect(alerts.values.isEmpty && alerts.cancelled.count == 1)  // the first was never shown
        scheduler.advance()
        #expect(alerts.live.map(\.state.style) == [.confirmationDialog])
        try alerts.current?.tap(titled: "Delete")
        scheduler.advance()
        #expect(store.states.value.answers == [.confirm] && alerts.liveCount == 0)
        presentation?.dispose()
    }
}

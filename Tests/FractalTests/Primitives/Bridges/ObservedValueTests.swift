import Fractal
import FractalObservation
import FractalTesting
import Observation
import Testing

@Suite("ObservedValue shows what a view model presents, for Observation")
@MainActor
struct ObservedValueTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func aValueIsSetOnTheSchedulerAndAChangeFiresOnChangeOnce() {
        let scheduler = TestScheduler()
        let title = ObservedValue<String>(on: scheduler)
        let text = MutableProperty("Inbox")
        let presentation = title.presenter <~ text
        #expect(title.value == nil)  // the bind waits for the scheduler
        scheduler.advance()
        #expect(title.value == "Inbox")

        let changes = Counter()
        trackChanges(of: title, into: changes)
        text.value = "Archive"  // withdraws "Inbox", then presents "Archive"
        scheduler.advance()
        #expect(title.value == "Archive")
        #expect(changes.value == 1)  // straight to the new value, never nil in between
        presentation?.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func anEqualValueFiresNothing() {
        let scheduler = TestScheduler()
        let sign = ObservedValue<String>(on: scheduler)
        let number = MutableProperty(1)
        let presentation = sign.presenter <~ number.map { $0 > 0 ? "positive" : "not positive" }
        scheduler.advance()
        let changes = Counter()
        trackChanges(of: sign, into: changes)
        number.value = 2  // presents "positive" again
        scheduler.advance()
        #expect(sign.value == "positive")
        #expect(changes.value == 0)
        number.value = -1
        scheduler.advance()
        #expect(sign.value == "not positive")
        #expect(changes.value == 1)
        presentation?.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func aValueThatIsNotEquatableIsSetOnEveryPresentation() {
        struct Badge: Sendable { let count: Int }
        let scheduler = TestScheduler()
        let badge = ObservedValue<Badge>(on: scheduler)
        let count = MutableProperty(3)
        let presentation = badge.presenter <~ count.map { _ in Badge(count: 3) }
        scheduler.advance()
        let changes = Counter()
        trackChanges(of: badge, into: changes)
        count.value = 4
        scheduler.advance()
        #expect(badge.value?.count == 3)
        #expect(changes.value == 1)
        presentation?.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func disposingThePresentationClearsTheValue() {
        let scheduler = TestScheduler()
        let title = ObservedValue<String>(on: scheduler)
        let presentation = title.presenter <~ "Settings"
        scheduler.advance()
        let changes = Counter()
        trackChanges(of: title, into: changes)
        presentation?.dispose()
        scheduler.advance()
        #expect(title.value == nil)
        #expect(changes.value == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func anOptionalPresenterHidesAMessageWhenItBecomesNil() {
        let scheduler = TestScheduler()
        let error = ObservedValue<String>(on: scheduler)
        let message = MutableProperty<String?>(nil)
        let presentation = error.presenter.serial().optional() <~ message
        scheduler.advance()
        #expect(error.value == nil)
        message.value = "Wrong password"
        scheduler.advance()
        #expect(error.value == "Wrong password")
        message.value = nil
        scheduler.advance()
        #expect(error.value == nil)
        presentation?.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func withdrawingAValueThatWasReplacedLeavesTheNewOne() {
        let scheduler = TestScheduler()
        let title = ObservedValue<String>(on: scheduler)
        let first = title.presenter.present("first")
        let second = title.presenter.present("second")
        scheduler.advance()
        first?.dispose()
        scheduler.advance()
        #expect(title.value == "second")
        second?.dispose()
        scheduler.advance()
        #expect(title.value == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func aPresentationDisposedBeforeItsBindLeavesNothingShown() {
        let scheduler = TestScheduler()
        let title = ObservedValue<String>(on: scheduler)
        let text = MutableProperty("one")
        let presentation = title.presenter <~ text
        scheduler.advance()
        text.value = "two"  // withdraws "one", then presents "two"…
        presentation?.dispose()  // …which is taken back before it was bound
        scheduler.advance()
        #expect(title.value == nil)
        #expect(scheduler.pendingCount == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func anObserverThatReRegistersFromItsChangeHandlerKeepsObserving() {
        let scheduler = TestScheduler()
        let count = ObservedValue<Int>(on: scheduler)
        let number = MutableProperty(0)
        let presentation = count.presenter <~ number
        scheduler.advance()
        let changes = Counter()
        trackChanges(of: count, into: changes)
        for value in 1...3 {
            number.value = value
            scheduler.advance()
            #expect(count.value == value)
            #expect(changes.value == value)
        }
        presentation?.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func aHolderReleasedWhileObservedIsFreedAndLaterValuesAreDropped() {
        let scheduler = TestScheduler()
        let text = MutableProperty("kept")
        let changes = Counter()
        weak var weakHolder: ObservedValue<String>?
        var presentation: (any Disposable)?
        do {
            let holder = ObservedValue<String>(on: scheduler)
            weakHolder = holder
            presentation = holder.presenter <~ text
            scheduler.advance()
            trackChanges(of: holder, into: changes)
            #expect(holder.value == "kept")
        }
        #expect(weakHolder == nil)  // neither the presentation nor the tracking keeps it
        text.value = "dropped"
        scheduler.advance()
        presentation?.dispose()
        scheduler.advance()
        #expect(changes.value == 0)
        #expect(scheduler.pendingCount == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func aChangeHandlerIsReleasedWithItsHolder() {
        weak var weakToken: LifetimeToken?
        do {
            let holder = ObservedValue<String>(on: TestScheduler())
            let token = LifetimeToken()
            weakToken = token
            withObservationTracking {
                _ = holder.value
            } onChange: {
                withExtendedLifetime(token) {}
            }
            #expect(weakToken != nil)
        }
        #expect(weakToken == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func presentersCanBeCalledFromAnyThread() async {
        let scheduler = TestScheduler()
        let status = ObservedValue<String>(on: scheduler)
        let presenter = status.presenter
        let text = MutableProperty("starting")
        let presentation = await Task.detached {
            let presentation = presenter <~ text
            text.value = "running"
            return presentation
        }.value
        #expect(status.value == nil)
        scheduler.advance()
        #expect(status.value == "running")
        await Task.detached { presentation?.dispose() }.value
        scheduler.advance()
        #expect(status.value == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func onAnImmediateSchedulerAValueIsSetAtOnce() {
        let title = ObservedValue<String>(on: ImmediateScheduler())
        let presentation = title.presenter.present("now")
        #expect(title.value == "now")
        presentation?.dispose()
        #expect(title.value == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @Test func theDefaultSchedulerIsTheMainQueue() async {
        let title = ObservedValue<String>()
        let presentation = title.presenter.present("on main")  // at once, unless other UI work waits
        await mainQueueCatchesUp()
        #expect(title.value == "on main")
        await withCheckedContinuation { continuation in
            withObservationTracking {
                _ = title.value
            } onChange: {
                continuation.resume()
            }
            Task.detached { presentation?.dispose() }  // from elsewhere: cleared on the main queue
        }
        await mainQueueCatchesUp()
        #expect(title.value == nil)
    }
}

/// Counts every change of `holder.value`, re-registering the tracking from
/// inside each change handler (what SwiftUI does on each `body`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
@MainActor
func trackChanges<Value>(of holder: ObservedValue<Value>, into changes: Counter) {
    withObservationTracking {
        _ = holder.value
    } onChange: { [weak holder] in
        changes.increment()
        MainActor.assumeIsolated {
            if let holder { trackChanges(of: holder, into: changes) }
        }
    }
}

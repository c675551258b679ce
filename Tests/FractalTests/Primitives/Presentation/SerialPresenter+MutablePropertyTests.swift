import Dispatch
import Fractal
import FractalTesting
import Testing

/// A mutable property presented serially is observed by the presentation
/// itself (one object), and recording presenters take presentations back
/// without a disposable of their own: the behaviour must be the same as
/// through any other property or presenter.
@Suite("Serial presentation of a mutable property")
struct SerialPresenterMutablePropertyTests {
    @Test func presentsEachValueTakingThePreviousBackFirst() {
        let title = RecordingPresenter<String>("title")
        let property = MutableProperty("a")
        let presentation = title.presenter <~ property
        #expect(title.current == "a")
        property.value = "b"
        property.value = "c"
        #expect(title.values == ["a", "b", "c"])
        #expect(title.live == ["c"])
        #expect(title.disposedCount == 2)
        presentation?.dispose()
        #expect(title.liveCount == 0)
        #expect(title.disposedCount == 3)
    }

    @Test func disposingStopsObservingAndIsIdempotent() throws {
        let title = RecordingPresenter<Int>("count")
        let property = MutableProperty(1)
        let presented = title.presenter <~ property
        let presentation = try #require(presented)
        #expect(!presentation.isDisposed)
        presentation.dispose()
        presentation.dispose()
        #expect(presentation.isDisposed)
        property.value = 2
        #expect(title.values == [1])
        #expect(title.disposedCount == 1)
    }

    @Test func thePropertyIsReleasedWhilePresentedAndThePresentationStillTearsDown() throws {
        let title = RecordingPresenter<Int>("count")
        weak var released: MutableProperty<Int>?
        let presentation: (any Disposable)? = {
            let property = MutableProperty(7)
            released = property
            return title.presenter <~ property
        }()
        #expect(released == nil)
        #expect(title.current == 7)
        try #require(presentation).dispose()
        #expect(title.liveCount == 0)
    }

    @Test func valuesPresentedAfterDisposalAreTakenBackAtOnce() {
        raceDisposalAgainstSets { presenter, property in presenter <~ property }
    }

    @Test func throughAnyPropertyValuesPresentedAfterDisposalAreTakenBackAtOnce() {
        // The same race through `SerialPresentation` (a source that is not a
        // mutable property): the teardown is moved into the presentation or
        // run at once, never both, never lost.
        raceDisposalAgainstSets { presenter, property in presenter <~ Property(property) }
    }

    /// 200 times: one thread sets a property 50 times while another disposes
    /// its serial presentation (made by `present`); every value presented
    /// must be taken back.
    private func raceDisposalAgainstSets(
        present: (Presenter<Int>, MutableProperty<Int>) -> (any Disposable)?
    ) {
        for _ in 0..<200 {
            let title = RecordingPresenter<Int>("count")
            let property = MutableProperty(0)
            let presentation = present(title.presenter, property)
            hammer(threads: 2) { thread in
                if thread == 0 {
                    for value in 1...50 { property.value = value }
                } else {
                    presentation?.dispose()
                }
            }
            #expect(title.liveCount == 0)
            #expect(title.disposedCount == title.presentedCount)
        }
    }

    @Test func anOptionalPresentationOfARecordingPresenterTearsDownLikeAPlainOne() {
        let title = RecordingPresenter<String>("title")
        let text = MutableProperty<String?>("a")
        let optional = title.presenter.serial().optional() <~ text
        text.value = nil
        #expect(title.liveCount == 0)
        text.value = "b"
        #expect(title.live == ["b"])
        optional?.dispose()
        let count = MutableProperty("1 items")
        let counted = title.presenter <~ count
        count.value = "2 items"
        #expect(title.live == ["2 items"])
        counted?.dispose()
        #expect(title.liveCount == 0)
        #expect(title.values == ["a", "b", "1 items", "2 items"])
    }

    @Test func aBindThatSetsThePropertyOnTheFirstValueIsShownTheNewValueAfterwards() {
        // The first value is presented without the lock; a value set from
        // inside that presentation is delivered after it, once the first
        // teardown is in place to be run.
        let property = MutableProperty("a")
        let title = RecordingPresenter<String>("title") { value -> (any Disposable)? in
            if value == "a" { property.value = "b" }
            return nil
        }
        let presentation = title.presenter <~ property
        #expect(title.values == ["a", "b"])
        #expect(title.live == ["b"])
        #expect(title.disposedCount == 1)
        presentation?.dispose()
        #expect(title.liveCount == 0)
    }

    @Test func disposingFromInsideItsOwnBindTakesThatValueBackAndPresentsNothingMore() {
        // The bind of "b" disposes the presentation presenting it: disposal
        // and the removal of its observer are one critical section of the
        // storage's lock, which the bind does not hold.
        let property = MutableProperty("a")
        let holder = MutableProperty<(any Disposable)?>(nil)
        let title = RecordingPresenter<String>("title") { value -> (any Disposable)? in
            if value == "b" { holder.value?.dispose() }
            return nil
        }
        holder.value = title.presenter <~ property
        property.value = "b"
        property.value = "c"
        #expect(title.values == ["a", "b"])
        #expect(title.liveCount == 0)
        #expect(title.disposedCount == 2)
        #expect(holder.value?.isDisposed == true)
        // The bind captures the holder, which holds the presentation: a cycle.
        holder.value = nil
    }

    @Test func disposedByAnEarlierObserverOfTheSameValueItIsNotShownThatValue() {
        // Removal from inside a delivery takes effect at once: the
        // presentation, registered after the observer that disposes it, is
        // not shown the value being delivered.
        let property = MutableProperty(0)
        let holder = MutableProperty<(any Disposable)?>(nil)
        let observation = property.observeChanges { value in
            if value == 2 { holder.value?.dispose() }
        }
        let count = RecordingPresenter<Int>("count")
        holder.value = count.presenter <~ property
        property.value = 1
        property.value = 2
        #expect(count.values == [0, 1])
        #expect(count.liveCount == 0)
        observation.dispose()
        holder.value = nil
    }

    @Test func disposalFromAnotherObserverAnotherThreadAndBindsThatSetAllTakeEveryPresentationBack() {
        // Two threads set the property while a third disposes the presentation
        // (after asking isDisposed a varying number of times), a fourth starts
        // and disposes presentations, an earlier observer disposes it on one
        // value, and another presentation's bind sets the property.
        for round in 0..<100 {
            let title = RecordingPresenter<Int>("count") { _ in nil }
            let property = MutableProperty(0)
            let holder = MutableProperty<(any Disposable)?>(nil)
            let disposer = property.observeChanges { value in
                if value == 57 { holder.value?.dispose() }
            }
            let bouncer = RecordingPresenter<Int>("bounce") { value in
                if value < 1000, value % 10 == 3 { property.value = value + 1000 }
                return nil
            }
            let bouncing = bouncer.presenter <~ property
            let started = DispatchSemaphore(value: 0)
            hammer(threads: 4) { thread in
                switch thread {
                case 0:
                    holder.value = title.presenter <~ property
                    started.signal()
                    for value in 1...100 { property.value = value }
                case 1:
                    for value in 101...200 { property.value = value }
                case 2:
                    started.wait()
                    for _ in 0..<(round % 50) { _ = holder.value?.isDisposed }
                    holder.value?.dispose()
                default:
                    for _ in 0..<10 { (title.presenter <~ property)?.dispose() }
                }
            }
            bouncing?.dispose()
            disposer.dispose()
            #expect(holder.value?.isDisposed == true)
            #expect(title.liveCount == 0)
            #expect(title.disposedCount == title.presentedCount)
            #expect(bouncer.liveCount == 0)
            holder.value = nil
        }
    }

    @Test func aPresentationStartedWhileAnotherThreadDeliversIsShownTheValueByThatThread() throws {
        // Another thread is the property's deliverer: the new presentation's
        // first value is queued for it, and presented when it gets there.
        let property = MutableProperty(0)
        let delivering = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let observation = property.observeChanges { value in
            if value == 1 {
                delivering.signal()
                resume.wait()
            }
        }
        let setter = DispatchGroup()
        DispatchQueue.global().async(group: setter) { property.value = 1 }
        delivering.wait()
        let title = RecordingPresenter<Int>("count")
        let presented: (any Disposable)? = title.presenter <~ property
        let presentation = try #require(presented)
        #expect(title.presentedCount == 0)
        resume.signal()
        setter.wait()
        #expect(title.values == [1])
        property.value = 2
        #expect(title.live == [2])
        presentation.dispose()
        #expect(title.liveCount == 0)
        #expect(title.disposedCount == 2)
        observation.dispose()
    }

    @Test func presentationsStartedAndDisposedWhileValuesChangeAreAllTakenBack() {
        for _ in 0..<100 {
            let title = RecordingPresenter<Int>("count")
            let property = MutableProperty(0)
            hammer(threads: 4) { thread in
                if thread == 0 {
                    for value in 1...100 { property.value = value }
                } else {
                    for _ in 0..<25 { (title.presenter <~ property)?.dispose() }
                }
            }
            // A presentation disposed before its queued first value arrived
            // presented nothing; every one that did present is taken back.
            #expect(title.liveCount == 0)
            #expect(title.disposedCount == title.presentedCount)
        }
    }

    @Test func presentingDirectlyReturnsADisposableThatRecordsTheDisposalOnce() throws {
        let title = RecordingPresenter<String>("title")
        let presentation = try #require(title.presenter.present("a"))
        #expect(title.live == ["a"])
        presentation.dispose()
        presentation.dispose()
        #expect(presentation.isDisposed)
        #expect(title.disposedCount == 1)
    }
}

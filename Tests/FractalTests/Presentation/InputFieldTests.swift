import Dispatch
import Fractal
import FractalTesting
import Testing

/// A form with one field, presented the way a view model presents a field.
protocol SignUpPresenters: Sendable {
    var usernamePresenter: Presenter<InputField<String>> { get }
}

final class SignUpViewModel: Presentable, Sendable {
    let username = InputField("", normalize: { $0.lowercased() })

    var present: (any SignUpPresenters) -> (any Disposable)? {
        { [username] presenters in presenters.usernamePresenter <~ username }
    }
}

struct RecordingSignUpView: SignUpPresenters {
    let username = RecordingPresenter<InputField<String>>("username")
    var usernamePresenter: Presenter<InputField<String>> { username.presenter }
}

@Suite("An input field shows the view model's changes and not the view's own edits")
struct InputFieldTests {
    @Test func aViewIsShownTheCurrentValueAtOnce() {
        let field = InputField("Ada")
        let shown = Recorder<String>()
        let showing = field.show(shown.record)
        #expect(shown.values == ["Ada"])
        #expect(!showing.isDisposed)
        showing.dispose()
        #expect(showing.isDisposed)
    }

    @Test func aPlainEditReachesTheViewModelAndIsNotEchoed() {
        let field = InputField("")
        let shown = Recorder<String>()
        let read = Recorder<String>()
        let showing = field.show(shown.record)
        let observation = field.value.observe(read.record)
        field.edit("a")
        field.edit("ad")
        #expect(shown.values == [""])  // the view already displays what it typed
        #expect(read.values == ["", "a", "ad"])
        #expect(field.value.value == "ad")
        showing.dispose()
        observation.dispose()
    }

    @Test func aNormalisedEditIsShownBackInItsNormalisedForm() {
        let field = InputField("", normalize: { $0.lowercased() })
        let shown = Recorder<String>()
        let showing = field.show(shown.record)
        field.edit("ada")
        field.edit("adaL")
        #expect(shown.values == ["", "adal"])
        #expect(field.value.value == "adal")
        showing.dispose()
    }

    @Test func aNormalisedEditThatLeavesTheValueAsItWasIsStillShownBack() {
        let field = InputField("ada", normalize: { $0.lowercased() })
        let shown = Recorder<String>()
        let read = Recorder<String>()
        let showing = field.show(shown.record)
        let observation = field.value.observeChanges(read.record)
        field.edit("ADA")  // the view displays "ADA"; the field keeps "ada"
        #expect(shown.values == ["ada", "ada"])
        #expect(read.values.isEmpty)  // the view model's value did not change
        showing.dispose()
        observation.dispose()
    }

    @Test func theViewModelsChangesAreNormalisedAndShownUnlessTheyChangeNothing() {
        let field = InputField("Ada", normalize: { $0.lowercased() })
        #expect(field.value.value == "ada")
        let shown = Recorder<String>()
        let showing = field.show(shown.record)
        field.set("Grace")
        field.set("grace")  // the same value once normalised: nothing to show
        field.edit("grace hopper")
        field.set("Linus")
        #expect(shown.values == ["ada", "grace", "linus"])
        #expect(field.value.value == "linus")
        showing.dispose()
    }

    @Test func aDisposedShowingDisplaysNothingMore() {
        let field = InputField(0)
        let shown = Recorder<Int>()
        let showing = field.show(shown.record)
        showing.dispose()
        field.set(1)
        field.edit(2)
        #expect(shown.values == [0])
        #expect(field.value.value == 2)
    }

    @Test func releasingTheFieldReleasesTheViewsDisplay() {
        var field: InputField<Int>? = InputField(0)
        weak var captured: WatchedValue?
        let showing: any Disposable
        do {
            let watched = WatchedValue(0)
            captured = watched
            showing = field!.show { _ in _ = watched }
        }
        #expect(captured != nil)
        field = nil
        #expect(captured == nil)
        #expect(showing.isDisposed)
    }

    @Test func aViewModelPresentsItsFieldThroughAPresenter() throws {
        let viewModel = SignUpViewModel()
        let view = RecordingSignUpView()
        let presentation = viewModel <- view
        let field = try #require(view.username.current)
        #expect(field === viewModel.username)

        let shown = Recorder<String>()
        let showing = field.show(shown.record)
        field.edit("ada")
        field.edit("Ada")
        #expect(viewModel.username.value.value == "ada")
        #expect(shown.values == ["", "ada"])  // only the normalised edit came back
        showing.dispose()
        presentation?.dispose()
        #expect(view.username.liveCount == 0)
    }
}

@Suite("An input field shown on a scheduler ends on the field's value")
struct InputFieldSchedulingTests {
    @Test func displaysRunOnTheSchedulerTheCurrentValueIncluded() {
        let scheduler = TestScheduler()
        let field = InputField("a")
        let shown = Recorder<String>()
        let showing = field.show(on: scheduler, shown.record)
        #expect(shown.values.isEmpty)
        field.set("b")
        scheduler.advance()
        #expect(shown.values == ["a", "b"])
        showing.dispose()
        field.set("c")
        scheduler.run()
        #expect(shown.values == ["a", "b"])
    }

    @Test func typingFasterThanTheSchedulerRunsIsNeverEchoed() {
        let scheduler = TestScheduler()
        let field = InputField("")
        let shown = Recorder<String>()
        let showing = field.show(on: scheduler, shown.record)
        scheduler.advance()
        field.edit("a")
        field.edit("ab")
        field.edit("abc")
        scheduler.run()
        #expect(shown.values == [""])
        #expect(field.value.value == "abc")
        showing.dispose()
    }

    @Test func anEditCrossingAChangeOnItsWayToTheViewIsShownBackAfterIt() {
        let scheduler = TestScheduler()
        let field = InputField("a")
        let shown = Recorder<String>()
        let showing = field.show(on: scheduler, shown.record)
        scheduler.advance()
        field.set("x")  // the view model's change, not displayed yet
        field.edit("ab")  // the user typed before it arrived
        scheduler.advance()
        // "x" arrives after the typing, so the edit follows it: the view ends on the value.
        #expect(shown.values == ["a", "x", "ab"])
        #expect(field.value.value == "ab")
        showing.dispose()
    }
}

@Suite("Concurrent edits and sets never deadlock, and the view ends on the field's value")
struct InputFieldConcurrencyTests {
    @Test func aViewOnItsOwnThreadEndsOnTheValueWhateverTheViewModelSetsMeanwhile() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var failures: [Int] = []
        for round in 0..<300 {
            // Short rounds, so that each ends in a different interleaving.
            let scheduler = TestScheduler()
            let field = InputField("", normalize: { String($0.filter { $0 != " " }.prefix(8)) })
            let display = Recorder<String>()  // what the view displays: shown, or typed
            let showing = field.show(on: scheduler, display.record)
            scheduler.advance()
            runTogether { thread in
                var generator = SeededRandomNumberGenerator(seed: seed &+ UInt64(round * 2 + thread))
                if thread == 0 {  // the view's thread: it types, and runs the UI queue
                    for _ in 0..<3 {
                        if Int.random(in: 0..<3, using: &generator) > 0 {
                            let typed = (display.last ?? "") + ["a", "b", " "].randomElement(using: &generator)!
                            display.record(typed)
                            field.edit(typed)
                        } else {
                            scheduler.advance()
                        }
                    }
                } else {  // the view model, on another thread
                    for _ in 0..<2 { field.set(String(repeating: "x", count: Int.random(in: 0...9, using: &generator))) }
                }
            }
            scheduler.run()
            if display.last != field.value.value { failures.append(round) }
            showing.dispose()
        }
        #expect(failures.isEmpty, "seed \(seed), rounds \(failures)")
    }

    @Test func editsAndSetsFromEightThreadsNeverDeadlockAndDisplaysNeverOverlap() {
        let field = InputField(0, normalize: { $0 % 1_000 })
        let inside = Recorder<Int>()
        let shown = Recorder<Int>()
        let read = Recorder<Int>()
        let showing = field.show { value in
            inside.record(1)
            shown.record(value)
            if value % 7 == 0 { field.edit(value + 1) }  // an edit from inside a display
            inside.record(-1)
        }
        let observation = field.value.observe(read.record)
        hammer(threads: 8) { thread in
            for index in 0..<500 {
                if thread.isMultiple(of: 2) { field.edit(thread * 10_000 + index) } else { field.set(thread * 10_000 + index) }
            }
        }
        field.set(-1)
        #expect(shown.last == -1)
        #expect(read.last == field.value.value)
        // Entries and exits alternate: no display call overlapped another.
        let depths = inside.values.reduce(into: [0]) { depths, step in depths.append(depths.last! + step) }
        #expect(depths.allSatisfy { $0 == 0 || $0 == 1 })
        showing.dispose()
        observation.dispose()
    }
}

/// Runs `body(0)` on this thread and `body(1)` on another, starting them
/// together (a spin barrier), so that short bodies interleave instead of
/// running one after the other; returns when both are done.
private func runTogether(_ body: @escaping @Sendable (Int) -> Void) {
    // A handshake rather than a spin: under a loaded test run (two cores,
    // sanitizers) a spinning thread can starve the one it waits for.
    let ready = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
        ready.signal()
        body(1)
    }
    ready.wait()
    body(0)
    group.wait()
}

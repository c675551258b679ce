// The examples of the doc comments in Sources/Fractal/Primitives/Properties, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("MutableProperty's doc example: a view model exposes a read-only count it changes")
    struct MutablePropertyDocExampleTests {
        final class CounterViewModel: Sendable {
            let count: Property<Int>
            private let mutableCount = MutableProperty(0)

            init() { count = Property(mutableCount) }

            func increment() { mutableCount.modify { $0 += 1 } }
        }

        @Test func incrementingChangesTheExposedCount() {
            let viewModel = CounterViewModel()
            let counts = Recorder<Int>()
            let observation = viewModel.count.observe(counts.record)
            viewModel.increment()
            viewModel.increment()
            #expect(counts.values == [0, 1, 2])
            observation.dispose()
        }
    }

    @Suite("Property's doc example: a read-only, mapped view of a mutable property")
    struct PropertyDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        @Test func theGreetingFollowsTheNameUntilTheObservationIsDisposed() {
            let name = MutableProperty("Ada")
            let greeting: Property<String> = Property(name).map { "Hello, \($0)" }
            let observation = greeting.observe { print($0) }  // "Hello, Ada"
            name.value = "Grace"  // "Hello, Grace"
            observation.dispose()
            name.value = "Linus"
            #expect(printed.value == ["Hello, Ada", "Hello, Grace"])
            #expect(greeting.value == "Hello, Linus")
        }
    }

    @Suite("Combining doc examples: a property of the latest values of several")
    struct CombineDocExampleTests {
        @Test func canLogInOnceBothFieldsAreFilled() {
            let username = MutableProperty("")
            let password = MutableProperty("")
            let canLogIn = username.combineLatest(with: password)
                .map { !$0.isEmpty && !$1.isEmpty }
            #expect(canLogIn.value == false)
            username.value = "ada"
            #expect(canLogIn.value == false)
            password.value = "secret"
            #expect(canLogIn.value == true)
        }

        @Test func allFilledOnceEveryFieldIs() {
            let fields = [MutableProperty("ada"), MutableProperty("")]
            let allFilled = Property.combineLatest(fields).map { $0.allSatisfy { !$0.isEmpty } }
            #expect(allFilled.value == false)
            fields[1].value = "secret"
            #expect(allFilled.value == true)
        }
    }

    @Suite("Flatten's doc example: a property that follows the selected row's title")
    struct FlattenDocExampleTests {
        struct Row: Sendable {
            let title: Property<String>
        }

        @Test func theTitleFollowsTheSelectedRowAndItsChanges() {
            let first = MutableProperty("Engine")
            let second = MutableProperty("Notes")
            let selectedRow = MutableProperty(Row(title: Property(first)))

            let selectedTitle = selectedRow.map(\.title).flatten()

            #expect(selectedTitle.value == "Engine")
            first.value = "Engine, revised"
            #expect(selectedTitle.value == "Engine, revised")
            selectedRow.value = Row(title: Property(second))
            #expect(selectedTitle.value == "Notes")
            first.value = "ignored"
            #expect(selectedTitle.value == "Notes")
        }
    }

    @Suite("Map's doc examples: mapped, deduplicated and stored properties")
    struct MapDocExampleTests {
        struct User: Sendable {
            var displayName: String
            var lastSeen: Int
        }

        enum AuthState: Equatable, Sendable {
            case signedOut
            case signedIn(String)
        }

        struct Auth: Sendable {
            let state = MutableProperty(AuthState.signedOut)
        }

        struct Dependencies: Sendable {
            let made: Counter
        }

        final class Child: Sendable {
            let state: AuthState
            init(_ state: AuthState, _ dependencies: Dependencies) {
                self.state = state
                dependencies.made.increment()
            }
        }

        final class ParentViewModel: Sendable {
            let child: Property<Child>

            init(auth: Auth, dependencies: Dependencies) {
                child = auth.state.skipRepeats()
                    .map { state in Child(state, dependencies) }
                    .stored()
            }
        }

        @Test func isValidFollowsTheUsername() {
            let username = MutableProperty("")
            let isValid = username.map { !$0.isEmpty }
            #expect(isValid.value == false)
            username.value = "ada"
            #expect(isValid.value == true)
        }

        @Test func theTitleIsDeliveredOnlyWhenItChanges() {
            let user = MutableProperty(User(displayName: "Ada", lastSeen: 1))
            let titles = Recorder<String>()
            let title = Property(user).map(\.displayName).skipRepeats()
            let observation = title.observe(titles.record)
            user.value.lastSeen = 2
            user.value.displayName = "Ada L."
            #expect(titles.values == ["Ada", "Ada L."])
            observation.dispose()
        }

        @Test func aStoredChildIsMadeOncePerChangeOfState() {
            let auth = Auth()
            let made = Counter()
            let viewModel = ParentViewModel(auth: auth, dependencies: Dependencies(made: made))
            let first = viewModel.child.value
            #expect(viewModel.child.value === first)
            auth.state.value = .signedOut
            #expect(made.value == 1)
            auth.state.value = .signedIn("ada")
            #expect(viewModel.child.value.state == .signedIn("ada"))
            #expect(viewModel.child.value === viewModel.child.value)
            #expect(made.value == 2)
        }
    }
}

import Fractal
import FractalTesting

/// The search screen of the store tester's tests and of the *Testing Stores*
/// article: typing is debounced by 300 ms on the store's scheduler, the
/// search runs in a task, and tapping a result emits an output.
enum SearchScreen {
    struct State: Equatable, Sendable {
        var query = ""
        var isSearching = false
        var results: [String] = []
    }

    enum Event: Equatable, Sendable {
        case queryChanged(String)
        case search
        case results([String])
        case resultTapped(Int)
        case cleared
    }

    enum Output: Equatable, Sendable {
        case openDetail(String)
    }

    static func reducer(
        search: @escaping @Sendable (String) async -> [String]
    ) -> @Sendable (inout State, Event) -> Effect<Event, Output> {
        { state, event in
            switch event {
            case .queryChanged(let query):
                state.query = query
                return .send(.search, after: .milliseconds(300), id: "debounce", cancelInFlight: true)
            case .search:
                state.isSearching = true
                return .run(id: "search", cancelInFlight: true) { [query = state.query] send in
                    send(.results(await search(query)))
                }
            case .results(let results):
                state.isSearching = false
                state.results = results
                return .none
            case .resultTapped(let index):
                return .output(.openDetail(state.results[index]))
            case .cleared:
                state = State()
                return .merge(.cancel(id: "debounce"), .cancel(id: "search"))
            }
        }
    }
}

/// The search service the screen's tests use: names containing the query.
enum Directory {
    static let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Adele Goldberg"]

    @Sendable static func search(_ query: String) async -> [String] {
        names.filter { $0.lowercased().contains(query.lowercased()) }
    }
}

/// Holds an effect's task until the test opens it.
actor StoreTesterGate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}

extension SearchScreen {
    /// A tester of the screen whose searches wait for `gate`.
    static func gatedTester(
        _ gate: StoreTesterGate,
        exhaustivity: StoreTester<State, Event, Output>.Exhaustivity = .on
    ) -> StoreTester<State, Event, Output> {
        StoreTester(
            initial: State(),
            exhaustivity: exhaustivity,
            reduce: reducer { query in
                await gate.wait()
                return await Directory.search(query)
            }
        )
    }
}

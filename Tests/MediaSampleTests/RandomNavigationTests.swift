import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("Random navigation: the route always reads back as a model expects, and only reachable view models live")
@MainActor
struct RandomNavigationTests {
    /// Set to a printed seed to replay a failure.
    static let replaySeed: UInt64? = nil

    static let segments = ["signin", "catalog", "movies", "alien", "brazil", "v-for-vendetta", "no-such-movie", "tv", "x"]
    static let names = ["ada", "grace", "", "  ", "linus"]

    @Test func aThousandRandomStepsFollowTheModel() throws {
        let seed = Self.replaySeed ?? UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        let registry = ViewModelRegistry()
        var app: MediaApp? = MediaApp(context: registry.context)
        var model = NavigationModel(movieIDs: InMemoryMovieCatalog.sampleMovies.map(\.id))
        var counts = (accepted: 0, refused: 0)

        for index in 0..<1_000 {
            guard let current = app else { break }
            let step = Self.step(using: &generator, movieIDs: model.movieIDs)
            let expectedToSucceed = model.perform(step)
            let succeeded = (try? step.perform(on: current)) != nil
            if succeeded { counts.accepted += 1 } else { counts.refused += 1 }
            let context = "seed \(seed) (set replaySeed to replay), step \(index): \(step)"
            #expect(succeeded == expectedToSucceed, "\(context)")
            #expect(current.route.value.description == model.route, "\(context)")
            #expect(current.child.signInViewModel?.target == model.pending, "\(context)")
            let onlyReachableAlive = registry.expectOnlyReachableAlive(in: current, "\(context)")
            if succeeded != expectedToSucceed || current.route.value.description != model.route || !onlyReachableAlive { break }
        }
        #expect(counts.accepted > 200 && counts.refused > 100, "seed \(seed): \(counts)")

        app?.dispose()
        app = nil
        #expect(registry.alive.isEmpty, "seed \(seed): still alive after teardown: \(registry.alive.values.sorted())")
        #expect(registry.startedCount > 100)
    }

    private static func step(using generator: inout SeededRandomNumberGenerator, movieIDs: [String]) -> NavigationModel.Step {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0...3:
            let count = Int.random(in: 0...3, using: &generator)
            let route = (0..<count).map { position in
                // Mostly plausible routes: a tab first, a movie id second.
                if position == 0, Bool.random(using: &generator) { return ["catalog", "movies", "signin"].randomElement(using: &generator)! }
                if position == 1, Bool.random(using: &generator) { return movieIDs.randomElement(using: &generator)! }
                return segments.randomElement(using: &generator)!
            }
            return .route(route)
        case 4, 5: return .tab(MediaTab.allCases.randomElement(using: &generator)!)
        case 6, 7: return .open(Int.random(in: -1...movieIDs.count, using: &generator))
        case 8, 9: return .back
        case 10: return .signOut
        default: return .signIn(names.randomElement(using: &generator)!)
        }
    }
}

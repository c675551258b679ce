import Fractal
import FractalTesting
import Testing

@testable import MediaSample

@Suite("Random navigation: the route always reads back as a model expects, and nothing leaks")
struct RandomNavigationTests {
    /// Set to a printed seed to replay a failure.
    static let replaySeed: UInt64? = nil

    static let segments = ["signin", "catalog", "movies", "alien", "brazil", "v-for-vendetta", "no-such-movie", "tv", "x"]
    static let names = ["ada", "grace", "", "  ", "linus"]

    @Test func aThousandRandomStepsFollowTheModel() {
        let seed = Self.replaySeed ?? UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        // The model checks every step; the tester checks for leaks at the end.
        let app = ViewModelTester(exhaustivity: .off) { _ in MediaApp() }
        var model = NavigationModel(movieIDs: InMemoryMovieCatalog.sampleMovies.map(\.id))
        var counts = (accepted: 0, refused: 0)

        for index in 0..<1_000 {
            let step = Self.step(using: &generator, movieIDs: model.movieIDs)
            let expectedToSucceed = model.perform(step)
            let succeeded = (try? step.perform(on: app.viewModel)) != nil
            if succeeded { counts.accepted += 1 } else { counts.refused += 1 }
            let context = "seed \(seed) (set replaySeed to replay), step \(index): \(step)"
            #expect(succeeded == expectedToSucceed, "\(context)")
            #expect(app.route == model.route, "\(context)")
            #expect(app.state.signIn?.state.target == model.pending, "\(context)")
            if succeeded != expectedToSucceed || app.route != model.route { break }
        }
        #expect(counts.accepted > 200 && counts.refused > 100, "seed \(seed): \(counts)")
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

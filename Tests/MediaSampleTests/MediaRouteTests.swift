import Fractal
import FractalTesting
import MediaSample
import Testing

@Suite("Media routes read and print their paths, and round-trip")
struct MediaRouteTests {
    @Test func theRoutesReadAndPrint() throws {
        #expect(try MediaRoute(route: "signin") == .signIn)
        #expect(try MediaRoute(route: "catalog") == .catalog)
        #expect(try MediaRoute(route: "movies") == .movies(.list))
        #expect(try MediaRoute(route: "movies/v-for-vendetta") == .movies(.detail(id: "v-for-vendetta")))
        #expect(try MediaRoute.movies(.detail(id: "v-for-vendetta")).route == "movies/v-for-vendetta")
        #expect(try MediaRoute.movies(.detail(id: "v for vendetta")).route.description == "movies/v%20for%20vendetta")
        #expect(try MediaRoute(route: Route(url: "media://movies/alien")) == .movies(.detail(id: "alien")))
    }

    @Test func mismatchedRoutesNameTheirSegment() {
        #expect(throws: RouteError.unknownSegment("tv", index: 0, expected: ["signin", "catalog", "movies"])) {
            try MediaRoute(route: "tv")
        }
        #expect(throws: RouteError.missingSegment(index: 0, expected: ["signin", "catalog", "movies"])) {
            try MediaRoute(route: .root)
        }
        #expect(throws: RouteError.unexpectedSegment("cast", index: 2)) { try MediaRoute(route: "movies/alien/cast") }
        #expect(throws: RouteError.unexpectedSegment("x", index: 1)) { try MediaRoute(route: "catalog/x") }
    }

    @Test func generatedRoutesRoundTrip() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        let characters = Array("abz-_09 %/?#.é✓日🎬").map(String.init)
        for _ in 0..<5_000 {
            let value = Self.route(using: &generator, characters: characters)
            let route = try value.route
            let fromRoute = try MediaRoute(route: route)
            #expect(fromRoute == value, "seed \(seed): \(value) read back as \(fromRoute) from \(route)")
            let fromPath = try MediaRoute(route: Route(path: route.description))
            #expect(fromPath == value, "seed \(seed): \(value) read back as \(fromPath) from path \(route.description)")
            if fromRoute != value || fromPath != value { return }
        }
    }

    private static func route(using generator: inout SeededRandomNumberGenerator, characters: [String]) -> MediaRoute {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return .signIn
        case 1: return .catalog
        case 2: return .movies(.list)
        default:
            var id = ""
            repeat {
                id = (0..<Int.random(in: 1...12, using: &generator)).map { _ in characters.randomElement(using: &generator)! }.joined()
            } while id == "." || id == ".."
            return .movies(.detail(id: id))
        }
    }
}

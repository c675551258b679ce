import Fractal
import FractalTesting
import Testing

/// The media app's routes, as its levels would declare them.
enum MediaRoute: RouteRepresentable {
    case signIn
    case catalog
    case movies(MoviesRoute)

    static let segments = ["signin", "catalog", "movies"]

    init(from reader: inout RouteReader) throws(RouteError) {
        switch try reader.requireNext(expecting: Self.segments) {
        case "signin": self = .signIn
        case "catalog": self = .catalog
        case "movies": self = .movies(try MoviesRoute(from: &reader))
        default: throw reader.unknownSegment(expected: Self.segments)
        }
    }

    func write(to segments: inout [String]) {
        switch self {
        case .signIn: segments.append("signin")
        case .catalog: segments.append("catalog")
        case .movies(let movies):
            segments.append("movies")
            movies.write(to: &segments)
        }
    }
}

enum MoviesRoute: RouteRepresentable {
    case list
    case detail(id: String)

    init(from reader: inout RouteReader) throws(RouteError) {
        guard let id = reader.next() else {
            self = .list
            return
        }
        self = .detail(id: id)
    }

    func write(to segments: inout [String]) {
        if case .detail(let id) = self { segments.append(id) }
    }
}

@Suite("Typed routes read and print their paths, and round-trip")
struct RouteRepresentableTests {
    @Test func theMediaRoutesReadAndPrint() throws {
        #expect(try MediaRoute(route: "movies/v-for-vendetta") == .movies(.detail(id: "v-for-vendetta")))
        #expect(try MediaRoute(route: "movies") == .movies(.list))
        #expect(try MediaRoute(route: "signin") == .signIn)
        #expect(try MediaRoute.movies(.detail(id: "v-for-vendetta")).route.description == "movies/v-for-vendetta")
        #expect(try MediaRoute.movies(.detail(id: "v for vendetta")).route.description == "movies/v%20for%20vendetta")
        #expect(throws: RouteError.controlCharacter(segment: "a\u{1B}")) { try MediaRoute.movies(.detail(id: "a\u{1B}")).route }
    }

    @Test func mismatchedRoutesAreErrorsNamingTheSegment() {
        #expect(throws: RouteError.unknownSegment("tv", index: 0, expected: MediaRoute.segments)) {
            try MediaRoute(route: "tv/shows")
        }
        #expect(throws: RouteError.missingSegment(index: 0, expected: MediaRoute.segments)) {
            try MediaRoute(route: Route.root)
        }
        #expect(throws: RouteError.unexpectedSegment("cast", index: 2)) {
            try MediaRoute(route: "movies/brazil/cast")
        }
        #expect(throws: RouteError.unexpectedSegment("extra", index: 1)) { try MediaRoute(route: "signin/extra") }
    }

    @Test func generatedRoutesRoundTrip() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        let idCharacters = Array("abc-_ %/?#é✓").map(String.init)
        for _ in 0..<2_000 {
            let value: MediaRoute
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: value = .signIn
            case 1: value = .catalog
            case 2: value = .movies(.list)
            default:
                let id = (0..<Int.random(in: 1...8, using: &generator))
                    .map { _ in idCharacters.randomElement(using: &generator)! }.joined()
                guard id != ".", id != ".." else { continue }
                value = .movies(.detail(id: id))
            }
            let printed = try value.route.description
            let reread = try MediaRoute(route: try Route(path: printed))
            #expect(reread == value, "seed \(seed): \(value) printed as \(printed)")
            if reread != value { break }
        }
    }
}

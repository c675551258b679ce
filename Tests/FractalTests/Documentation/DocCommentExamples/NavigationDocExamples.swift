// The examples of the doc comments in Sources/Fractal/Navigation, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import Testing

extension DocCommentExamples {
    @Suite("Route's doc example: text read as a route, normalised and decoded")
    struct RouteDocExampleTests {
        @Test func pathsAreNormalisedAndURLsDecoded() throws {
            let route = try Route(path: "/movies//v-for-vendetta/")  // normalised
            let segments = route.segments  // ["movies", "v-for-vendetta"]
            let path = route.description  // "movies/v-for-vendetta"
            let link = try Route(url: "media://movies/v%20for%20vendetta")  // ["movies", "v for vendetta"]

            #expect(segments == ["movies", "v-for-vendetta"])
            #expect(path == "movies/v-for-vendetta")
            #expect(link.segments == ["movies", "v for vendetta"])
        }
    }
}

extension DocCommentExamples {
    @Suite("RouteReader's doc example: a typed route reads its level and prints it back")
    struct RouteReaderDocExampleTests {
        enum MoviesRoute: RouteRepresentable {
            case list
            case detail(id: String)

            init(from reader: inout RouteReader) throws(RouteError) {
                guard let id = reader.next() else { self = .list; return }
                self = .detail(id: id)
            }

            func write(to segments: inout [String]) {
                if case .detail(let id) = self { segments.append(id) }
            }
        }

        @Test func routesRoundTrip() throws {
            #expect(try MoviesRoute(route: "v-for-vendetta") == .detail(id: "v-for-vendetta"))
            #expect(try MoviesRoute(route: .root) == .list)
            #expect(try MoviesRoute.detail(id: "brazil").route == "brazil")
            #expect(throws: RouteError.self) { try MoviesRoute(route: "brazil/extra") }
        }
    }
}

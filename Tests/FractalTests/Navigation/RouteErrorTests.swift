import Fractal
import Testing

@Suite("Route errors print safely")
struct RouteErrorTests {
    @Test func errorsPrintSafely() {
        let error = RouteError.controlCharacter(segment: "a\u{1B}]0;title\u{07}")
        #expect(error.description == "control character in segment 'a\\u{1B}]0;title\\u{7}'")
        let unknown = RouteError.unknownSegment("tv", index: 0, expected: ["movies", "catalog"])
        #expect(unknown.description == "unknown segment 'tv' at 0; expected 'movies' or 'catalog'")
    }
}

import Fractal
import FractalTesting
import Testing

@Suite("A route reads paths and URLs and prints back as its path")
struct RouteTests {
    @Test func pathsAreNormalised() throws {
        #expect(try Route(path: "movies/v-for-vendetta").segments == ["movies", "v-for-vendetta"])
        #expect(try Route(path: "/movies//v-for-vendetta/").segments == ["movies", "v-for-vendetta"])
        #expect(try Route(path: "movies?sort=year#top").segments == ["movies"])
        #expect(try Route(path: "").isEmpty)
        #expect(try Route(path: "///") == Route.root)
        let literal: Route = "movies/v-for-vendetta"
        #expect(literal.description == "movies/v-for-vendetta")
        #expect(literal.first == "movies")
        #expect(literal.rest.segments == ["v-for-vendetta"])
    }

    @Test func segmentsArePercentDecodedAndPrintedEncoded() throws {
        let route = try Route(path: "movies/v%20for%20vendetta/%E2%9C%93/a%2Fb/50%25")
        #expect(route.segments == ["movies", "v for vendetta", "✓", "a/b", "50%"])
        #expect(route.description == "movies/v%20for%20vendetta/✓/a%2Fb/50%25")
        #expect(try Route(path: route.description) == route)
    }

    @Test func urlsOfCustomSchemesStartAtTheHost() throws {
        #expect(try Route(url: "media://movies/v-for-vendetta").segments == ["movies", "v-for-vendetta"])
        #expect(try Route(url: "MEDIA://movies").segments == ["movies"])
        #expect(try Route(url: "media:movies/brazil").segments == ["movies", "brazil"])
        #expect(try Route(url: "movies/brazil").segments == ["movies", "brazil"])
    }

    @Test func webURLsDropTheirDomain() throws {
        #expect(try Route(url: "https://example.com/movies/brazil?ref=mail").segments == ["movies", "brazil"])
        #expect(try Route(url: "http://user@example.com:8080/signin").segments == ["signin"])
        #expect(try Route(url: "https://example.com").isEmpty)
        #expect(throws: RouteError.invalidURL("https:///movies")) { try Route(url: "https:///movies") }
    }

    @Test(arguments: [
        ("movies/../secrets", RouteError.dotSegment(segment: "..")),
        ("./movies", RouteError.dotSegment(segment: ".")),
        ("movies/%2", RouteError.invalidPercentEncoding(segment: "%2")),
        ("movies/%zz", RouteError.invalidPercentEncoding(segment: "%zz")),
        ("movies/%FF", RouteError.invalidPercentEncoding(segment: "%FF")),
        ("movies/a\u{1B}[2J", RouteError.controlCharacter(segment: "a\u{1B}[2J")),
        ("movies/%1B", RouteError.controlCharacter(segment: "\u{1B}")),
        ("evil\u{202E}txt", RouteError.controlCharacter(segment: "evil\u{202E}txt")),
    ])
    func badSegmentsAreTypedErrorsNamingTheSegment(path: String, error: RouteError) {
        #expect(throws: error) { try Route(path: path) }
    }

    @Test func hugeAndDeepInputsAreRefusedCheaply() {
        let huge = String(repeating: "a", count: 100_000)
        #expect(throws: RouteError.tooLong(length: 100_000)) { try Route(path: huge) }
        #expect(throws: RouteError.tooLong(length: 100_008)) { try Route(url: "media://" + huge) }
        let deep = Array(repeating: "a", count: 65).joined(separator: "/")
        #expect(throws: RouteError.tooDeep(depth: 65)) { try Route(path: deep) }
        #expect(throws: RouteError.tooDeep(depth: 65)) { try Route(segments: Array(repeating: "a", count: 65)) }
    }

    @Test func generatedRoutesRoundTripThroughTheirPath() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        let alphabet = Array("ab-_.~ %/?#:@!$&'()*+,;=é✓🎬漢").map(String.init)
        for _ in 0..<5_000 {
            let segments = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                    .joined()
            }.filter { $0 != "." && $0 != ".." }
            let route = try Route(segments: segments)
            let reread = try Route(path: route.description)
            #expect(reread == route, "seed \(seed): \(segments) printed as \(route.description)")
            if reread != route { break }
        }
    }

    @Test func arbitraryTextNeverCrashes() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SeededRandomNumberGenerator(seed: seed)
        let pieces = [
            "/", "%", "%2", "%41", "%C3", "%A9", "..", ".", "?", "#", ":", "//", "a", "é", "\u{0}", "\u{1B}",
            "\u{202E}", "\u{85}", "\u{FFFD}", "https://", "media:", " ", "\u{200F}",
        ]
        var accepted = 0
        for _ in 0..<100_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            if let route = try? Route(url: text) {
                accepted += 1
                #expect(
                    (try? Route(path: route.description)) == route, "seed \(seed): \(text.debugDescription) → \(route)")
            }
        }
        #expect(accepted > 0)
    }
}

@Suite("Routes split on slashes even where a combining mark follows one")
struct RouteCombiningMarkTests {
    /// Found by the route fuzzer: `/` followed by U+1713 is one Character, so
    /// splitting Characters read `F/ᜓ` as one segment.
    @Test func aSegmentStartingWithACombiningMarkRoundTrips() throws {
        let route = try Route(path: "/F/%E1%9C%93")
        #expect(route.segments == ["F", "\u{1713}"])
        #expect(try Route(path: route.description) == route)
        #expect(try Route(path: "a/\u{301}b?\u{301}x").segments == ["a", "\u{301}b"])
        #expect(try Route(url: "media://movies/\u{301}").segments == ["movies", "\u{301}"])
    }
}

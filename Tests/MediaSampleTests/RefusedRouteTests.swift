import Fractal
import MediaSample
import Testing

@Suite("A refused route is a typed error naming its segment, and leaves the route and the tree exactly as before")
@MainActor
struct RefusedRouteTests {
    static let signedInRefusals: [(route: Route, error: RouteError)] = [
        ("signin", .unavailable("signin", index: 0, reason: "already signed in")),
        ("signin/x", .unavailable("signin", index: 0, reason: "already signed in")),
        ("tv", .unknownSegment("tv", index: 0, expected: ["catalog", "movies"])),
        ("movies/no-such-movie", .unknownSegment("no-such-movie", index: 1, expected: [])),
        ("movies/alien/brazil", .unexpectedSegment("brazil", index: 2)),
        ("movies/v-for-vendetta/cast", .unexpectedSegment("cast", index: 2)),
        ("catalog/x", .unexpectedSegment("x", index: 1)),
    ]

    static let signedOutRefusals: [(route: Route, error: RouteError)] = [
        ("movies/no-such-movie", .unknownSegment("no-such-movie", index: 1, expected: [])),
        ("tv", .unknownSegment("tv", index: 0, expected: ["signin", "catalog", "movies"])),
        ("signin/x", .unexpectedSegment("x", index: 1)),
        ("movies/alien/brazil", .unexpectedSegment("brazil", index: 2)),
        ("catalog/x", .unexpectedSegment("x", index: 1)),
    ]

    @Test func signedInRefusalsChangeNothing() throws {
        let harness = try MediaHarness(signedInAs: "ada")
        try harness.app.apply(route: "movies/alien")
        try harness.app.select(tab: .catalog)
        let viewModels = harness.viewModelIdentities
        let detail = try #require(harness.app.child.mainViewModel?.movies.detail)
        for (route, error) in Self.signedInRefusals {
            #expect(throws: error, "\(route)") { try harness.app.apply(route: route) }
            harness.expect(route: "catalog", "\(route)")
            #expect(harness.viewModelIdentities == viewModels, "\(route)")
            #expect(harness.app.child.mainViewModel?.movies.detail === detail)
            #expect(!detail.isDisposed)
        }
    }

    @Test func signedOutRefusalsKeepTheWaitingDeepLink() throws {
        let harness = MediaHarness()
        try harness.app.apply(route: "movies/alien")
        let signIn = try #require(harness.app.child.signInViewModel)
        for (route, error) in Self.signedOutRefusals {
            #expect(throws: error, "\(route)") { try harness.app.apply(route: route) }
            harness.expect(route: "signin", "\(route)")  // view models made for the refused plans were released
            #expect(harness.app.child.signInViewModel === signIn, "\(route)")
            #expect(signIn.target == .movies(.detail(id: "alien")))
            #expect(!signIn.isDisposed)
        }
        try harness.app.signIn(name: "ada")
        #expect(harness.route == "movies/alien")
    }

    @Test func refusalsOfHostileTextAreErrorsToo() throws {
        let harness = try MediaHarness(signedInAs: "ada")
        #expect(throws: RouteError.dotSegment(segment: "..")) { try harness.app.apply(route: Route(path: "movies/../catalog")) }
        #expect(throws: RouteError.controlCharacter(segment: "a\u{1B}")) { try harness.app.apply(route: Route(segments: ["movies", "a\u{1B}"])) }
        harness.expect(route: "catalog")
    }

    @Test func theErrorsPrintTheSegment() {
        #expect(
            RouteError.unavailable("signin", index: 0, reason: "already signed in").description
                == "segment 'signin' at 0 is unavailable: already signed in")
        #expect(RouteError.unknownSegment("nope", index: 1, expected: []).description == "unknown segment 'nope' at 1")
    }
}

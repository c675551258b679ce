import Fractal
import Testing

@testable import MediaSample

@Suite("A refused route is a typed error naming its segment, and changes nothing")
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

    @Test func signedInRefusalsKeepTheTabsAndTheDetail() throws {
        let app = try signedIn(at: .movies(.detail(id: "alien")))
        app.exhaustivity = .off  // this test checks that refused routes keep the screens; the tabs' suites check their states
        let main = try #require(app.state.main)
        try app.viewModel.select(tab: .catalog)
        let (tabs, stack) = (main.state, main.state.movies.state)
        for (route, error) in Self.signedInRefusals {
            #expect(throws: error, "\(route)") { try app.viewModel.apply(route: route) }
            #expect(main.state == tabs && main.state.movies.state == stack, "\(route)")
        }
        #expect(app.route == "catalog")
    }

    @Test func signedOutRefusalsKeepTheWaitingLink() throws {
        let app = appTester()
        try app.viewModel.apply(route: "movies/alien")
        let signIn = try #require(app.state.signIn)
        for (route, error) in Self.signedOutRefusals {
            #expect(throws: error, "\(route)") { try app.viewModel.apply(route: route) }
            #expect(signIn.state.target == .movies(.detail(id: "alien")), "\(route)")
            #expect(app.state.signIn === signIn, "\(route)")
        }
        try app.viewModel.signIn(name: "ada")
        app.expect { $0 = .main(MainViewModel(ada, app.viewModel.world, at: .movies(.detail(id: "alien")))) }
    }

    @Test func hostileTextIsRefusedBeforeItReachesTheApp() {
        #expect(throws: RouteError.dotSegment(segment: "..")) { try Route(path: "movies/../catalog") }
        #expect(throws: RouteError.controlCharacter(segment: "a\u{1B}")) { try Route(segments: ["movies", "a\u{1B}"]) }
    }

    @Test func theErrorsPrintTheSegment() {
        #expect(
            RouteError.unavailable("signin", index: 0, reason: "already signed in").description
                == "segment 'signin' at 0 is unavailable: already signed in")
        #expect(RouteError.unknownSegment("nope", index: 1, expected: []).description == "unknown segment 'nope' at 1")
    }
}

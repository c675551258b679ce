import Foundation
import Testing

@Suite("fractal-demo media runs the media app: sign-in, tabs, a movie stack, routes")
struct MediaDemoTests {
    @Test func aSessionSignsInSwitchesTabsOpensAndGoesBack() async throws {
        let commands = [
            "signin ada", "tab movies", "open 1", "back", "open 3", "tab catalog", "tab movies", "favorite", "back",
            "tab catalog", "signout", "quit",
        ]
        let run = try await runMedia(commands)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = mediaScreens(in: run)
        #expect(steps.map(\.command) == [""] + commands)
        #expect(steps.allSatisfy { $0.screen.message == nil || $0.command == "quit" })
        #expect(
            steps.map(\.screen.route) == [
                "signin", "catalog", "movies", "movies/v-for-vendetta", "movies", "movies/alien", "catalog", "movies/alien",
                "movies/alien", "movies", "catalog", "signin", nil,
            ])

        #expect(steps[0].screen.body.contains("Sign in\nSign in to browse 6 movies\n\n  Name:\n"))
        #expect(steps[1].screen.body.contains("Signed in as Ada\nTabs: [Catalog]  Movies (6)\n"))
        #expect(steps[1].screen.body.contains("6 movies, 0 favorites\n"))
        let list = steps[2].screen.body
        #expect(list.contains("Tabs:  Catalog  [Movies (6)]\n"))
        #expect(list.contains("Movies\n  1. V for Vendetta (2005)\n  2. The Matrix (1999)\n  3. Alien (1979)\n"))
        #expect(steps[3].screen.body.contains("Movies › V for Vendetta\n  2005 · James McTeigue\n  Not a favorite\n"))
        #expect(!steps[3].screen.body.contains("1. V for Vendetta"))  // the detail is pushed over the list
        #expect(steps[4].screen.body == list)
        #expect(steps[5].screen.body.contains("Movies › Alien\n  1979 · Ridley Scott\n"))
        #expect(steps[7].screen.body == steps[5].screen.body)  // the tab kept its place
        #expect(steps[8].screen.body.contains("  ★ A favorite\n"))
        #expect(steps[9].screen.body.contains("  3. Alien (1979) ★\n"))
        #expect(steps[10].screen.body.contains("6 movies, 1 favorite\n"))
        #expect(steps[10].screen.body.contains("  Favorites: Alien (1979)\n"))
        #expect(steps[11].screen.body == steps[0].screen.body)
        #expect(run.output.hasSuffix("\n\n> quit\nBye.\n"))
        #expect(!run.output.contains("\u{1B}"))  // no escapes when not on a terminal
    }

    @Test func routeAlonePrintsTheCurrentRouteOnALineOfItsOwn() async throws {
        let run = try await runMedia(["route", "signin ada", "route", "route movies/brazil", "route", "tab catalog", "route   "])
        let steps = mediaScreens(in: run)
        #expect(steps.map(\.screen.message) == [nil, "route: signin", nil, "route: catalog", nil, "route: movies/brazil", nil, "route: catalog"])
        #expect(run.output.contains("\n\nroute: movies/brazil\n\n> tab catalog\n"))
        #expect(steps[3].screen.body == steps[2].screen.body)  // `route` only prints
    }

    @Test func aDeepLinkFollowedWhileSignedOutShowsSignInAndLandsAfterIt() async throws {
        let run = try await runMedia(["route movies/v-for-vendetta", "route", "signin ada", "route"])
        #expect(run.status == 0)
        let steps = mediaScreens(in: run)
        #expect(steps[1].screen.route == "signin")
        #expect(steps[1].screen.message == nil)
        #expect(steps[1].screen.body.contains("Sign in\nSign in to open movies/v-for-vendetta\n"))
        #expect(steps[2].screen.message == "route: signin")
        #expect(steps[3].screen.route == "movies/v-for-vendetta")
        #expect(steps[3].screen.body.contains("Movies › V for Vendetta\n"))
        #expect(steps[4].screen.message == "route: movies/v-for-vendetta")
    }

    @Test func routesAreReadAsPathsOrURLs() async throws {
        let run = try await runMedia(["signin ada", "route /movies//alien/", "route media://movies/brazil", "route https://example.com/catalog"])
        #expect(mediaScreens(in: run).map(\.screen.route) == ["signin", "catalog", "movies/alien", "movies/brazil", "catalog"])
    }

    @Test(arguments: ["movies/v-for-vendetta", "media://movies/v-for-vendetta", "--route=movies/v-for-vendetta"])
    func routeFlagStartsWithTheDeepLink(route: String) async throws {
        let arguments = route.hasPrefix("--") ? [route] : ["--route", route]
        let run = try await runMedia(["signin ada"], arguments: arguments)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = mediaScreens(in: run)
        #expect(steps[0].screen.message == nil)
        #expect(steps[0].screen.body.contains("Sign in to open movies/v-for-vendetta\n"))
        #expect(steps[1].screen.route == "movies/v-for-vendetta")
    }

    @Test func aRefusedRouteFlagIsShownAndTheDemoStartsAtSignIn() async throws {
        let run = try await runMedia(["signin ada"], arguments: ["--route", "movies/nope"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = mediaScreens(in: run)
        #expect(steps[0].screen.message == "error: unknown segment 'nope' at 1")
        let plain = mediaScreens(in: try await runMedia([]))[0].screen
        #expect(steps[0].screen.body == plain.body)
        #expect(steps[1].screen.route == "catalog")  // no deep link waited
    }

    @Test func helpListsEveryMediaCommand() async throws {
        let steps = mediaScreens(in: try await runMedia(["help"]))
        let help = try #require(steps[1].screen.message)
        for command in ["signin NAME", "tab catalog|movies", "open N", "back", "favorite", "signout", "route PATH", "route,", "quit"] {
            #expect(help.contains(command), "help does not list '\(command)'")
        }
        #expect(steps[1].screen.body == steps[0].screen.body)
    }

    @Test func commandsMatchInAnyCase() async throws {
        let run = try await runMedia(["SignIn ada", "TAB Movies", "OPEN 2", "Route"])
        #expect(mediaScreens(in: run).map(\.screen.route) == ["signin", "catalog", "movies", "movies/the-matrix", "movies/the-matrix"])
    }
}

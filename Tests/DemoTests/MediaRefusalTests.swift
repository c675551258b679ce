import Foundation
import Testing

@Suite("A refused route or an impossible command says why and leaves the screen as it was")
struct MediaRefusalTests {
    /// Runs `setup`, then `command`; returns the screens before and after it.
    private func refuse(_ command: String, after setup: [String]) async throws -> (before: MediaScreen, after: MediaScreen) {
        let run = try await runMedia(setup + [command, "route"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = mediaScreens(in: run)
        try #require(steps.count == setup.count + 3)
        let before = steps[setup.count].screen
        let after = steps[setup.count + 1]
        #expect(after.command == command)
        // Asking for the route afterwards finds it where it was.
        #expect(steps[setup.count + 2].screen.message == "route: \(before.route ?? "")")
        return (before, after.screen)
    }

    @Test(arguments: [
        ("route movies/nope", "error: unknown segment 'nope' at 1"),
        ("route nowhere", "error: unknown segment 'nowhere' at 0; expected 'catalog' or 'movies'"),
        ("route movies/alien/brazil", "error: unexpected segment 'brazil' at 2"),
        ("route signin", "error: segment 'signin' at 0 is unavailable: already signed in"),
        ("route movies/%zz", "error: invalid percent-encoding in segment '%zz'"),
        ("route movies/..", "error: segment '..' is not allowed"),
    ])
    func aRefusedRouteLeavesTheScreenAsItWas(command: String, message: String) async throws {
        for setup in [["signin ada"], ["signin ada", "open 2"], ["signin ada", "tab movies"]] {
            let (before, after) = try await refuse(command, after: setup)
            #expect(after.message == message)
            #expect(after.body == before.body)
        }
    }

    @Test func aRefusedDeepLinkWhileSignedOutLeavesTheWaitingOneAsItWas() async throws {
        let (before, after) = try await refuse("route movies/nope", after: ["route movies/alien"])
        #expect(after.message == "error: unknown segment 'nope' at 1")
        #expect(after.body == before.body)
        #expect(after.body.contains("Sign in to open movies/alien\n"))
    }

    @Test func aNewDeepLinkWhileSignedOutReplacesTheWaitingOne() async throws {
        let steps = mediaScreens(in: try await runMedia(["route movies/alien", "route movies", "signin ada"]))
        #expect(steps[2].screen.message == nil)
        #expect(steps[2].screen.body.contains("Sign in to open movies\n"))
        #expect(steps[3].screen.route == "movies")
    }

    @Test(arguments: [
        (["signin ada"], "back", "error: nothing to go back to"),
        (["signin ada", "tab movies"], "back", "error: nothing to go back to"),
        (["signin ada"], "open 99", "error: no movie 99 (the list has 6: 1 to 6)"),
        (["signin ada"], "open 0", "error: no movie 0 (the list has 6: 1 to 6)"),
        (["signin ada"], "open -1", "error: no movie -1 (the list has 6: 1 to 6)"),
        (["signin ada"], "open two", "error: open which movie? give its number, 1 to 6"),
        (["signin ada"], "open", "error: open which movie? give its number, 1 to 6"),
        (["signin ada"], "tab nope", "error: unknown tab 'nope'; expected 'catalog' or 'movies'"),
        (["signin ada"], "tab", "error: which tab? expected 'catalog' or 'movies'"),
        (["signin ada"], "favorite", "error: no movie is open (open one first)"),
        (["signin ada", "open 1", "tab catalog"], "favorite", "error: no movie is open (open one first)"),
        (["signin ada"], "signin bob", "error: already signed in (sign out first)"),
        (["signin ada"], "back now", "error: 'back' takes no argument"),
        (["signin ada"], "bogus", "error: unknown command 'bogus' (type 'help' to list the commands)"),
        ([], "tab movies", "error: sign in first"),
        ([], "open 1", "error: sign in first"),
        ([], "back", "error: sign in first"),
        ([], "favorite", "error: sign in first"),
        ([], "signout", "error: nobody is signed in"),
        ([], "bogus", "error: unknown command 'bogus' (type 'help' to list the commands)"),
    ])
    func anImpossibleCommandLeavesTheScreenAsItWas(setup: [String], command: String, message: String) async throws {
        let (before, after) = try await refuse(command, after: setup)
        #expect(after.message == message)
        #expect(after.body == before.body)
    }

    @Test func aRefusedSignInIsShownOnTheFormNotAsAnError() async throws {
        let run = try await runMedia(["signin", "signin   ", "signin ada"])
        let steps = mediaScreens(in: run)
        #expect(steps[1].screen.message == nil)
        #expect(steps[1].screen.body.contains("  Name:\n  ! Type a name to sign in.\n"))
        #expect(steps[2].screen.body == steps[1].screen.body)
        #expect(steps[3].screen.route == "catalog")
    }

    @Test func anEmptyLineIsAHintAndChangesNothing() async throws {
        let steps = mediaScreens(in: try await runMedia(["signin ada", ""]))
        #expect(steps[2].screen.message == "» Type a command, or 'help' to list them.")
        #expect(steps[2].screen.body == steps[1].screen.body)
    }
}

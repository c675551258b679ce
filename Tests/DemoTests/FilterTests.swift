import Foundation
import Testing

@Suite("The main screen's filter lists only the items whose title contains it")
struct FilterTests {
    /// Logs in, then runs `commands`; the screens after them, keyed by command.
    func mainScreens(after commands: [String]) async throws -> [(command: String, screen: String)] {
        let input = (["username ada", "password lovelace", "login"] + commands + ["quit"]).joined(separator: "\n") + "\n"
        let run = try await runDemo([], input: input)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = screens(in: run.output)
        #expect(steps.count == 4 + commands.count + 1)
        return Array(steps.dropFirst(4).prefix(commands.count))
    }

    @Test func rowsLeaveAndComeBackInOrder() async throws {
        let steps = try await mainScreens(after: ["filter ENGINE", "filter", "filter numbers", "filter   "])
        #expect(steps.map(\.command) == ["filter ENGINE", "filter", "filter numbers", "filter   "])

        let engine = steps[0].screen
        #expect(engine.contains("Filter: ENGINE\n"))
        #expect(engine.contains("  1. Analytical Engine\n  2. Notes on the Engine\n"))
        #expect(!engine.contains("Bernoulli"))

        let all = steps[1].screen  // `filter` alone clears it
        #expect(!all.contains("Filter:"))
        #expect(all.contains("  1. Analytical Engine\n  2. Notes on the Engine\n  3. Bernoulli numbers\n"))

        let numbers = steps[2].screen
        #expect(numbers.contains("Filter: numbers\n"))
        #expect(numbers.contains("  1. Bernoulli numbers\n"))
        #expect(!numbers.contains("Engine"))

        #expect(steps[3].screen.contains("  3. Bernoulli numbers\n"))  // only spaces: cleared
        #expect(!steps[3].screen.contains("Filter:"))
    }

    @Test func openCountsTheListedRows() async throws {
        let steps = try await mainScreens(after: ["filter bernoulli", "open 1", "open 2"])
        #expect(steps[1].screen.contains("What Note G's program computes."))
        #expect(steps[2].screen.contains("Open which item? Give a number from 1 to 1."))
    }

    @Test func anUnknownFilterShowsNoRows() async throws {
        let steps = try await mainScreens(after: ["filter babbage", "open 1", "filter"])
        let none = steps[0].screen
        #expect(none.contains("Filter: babbage\n"))
        #expect(none.contains("No item matches the filter."))
        #expect(!none.contains("1. "))
        #expect(steps[1].screen.contains("No item to open: no item matches the filter."))
        #expect(steps[2].screen.contains("  1. Analytical Engine\n"))
    }

    @Test func theFilterIsOnlyOnTheMainScreenAndLogoutClearsIt() async throws {
        let run = try await runDemo(
            [], input: "filter x\nusername ada\npassword lovelace\nlogin\nfilter notes\nlogout\nusername ada\npassword lovelace\nlogin\n")
        let steps = screens(in: run.output)
        #expect(steps.count == 10)
        #expect(steps[1].screen.contains("'filter' is not available on this screen."))
        #expect(steps[5].screen.contains("Filter: notes"))
        #expect(steps[6].screen.contains("Log in"))
        #expect(steps[9].screen.contains("Welcome, Ada"))  // a new main screen, with every item
        #expect(!steps[9].screen.contains("Filter:"))
        #expect(steps[9].screen.contains("  3. Bernoulli numbers"))
    }

    @Test(arguments: controlCharacters.indices)
    func controlCharactersInTheFilterAreShownEscaped(index: Int) async throws {
        let (character, shown) = controlCharacters[index]
        let steps = try await mainScreens(after: ["filter a\(character)b"])
        #expect(steps[0].command == "filter a\(shown)b")
        #expect(steps[0].screen.contains("Filter: a\(shown)b\n"))
        #expect(steps[0].screen.contains("No item matches the filter."))
        #expect(!steps[0].screen.unicodeScalars.contains { $0 == character.unicodeScalars.first })
    }

    @Test func helpListsTheFilter() async throws {
        let help = try await runDemo(["--help"])
        #expect(help.output.contains("  filter TEXT         list only the items whose title contains TEXT"))
        let steps = try await mainScreens(after: ["help"])
        #expect(steps[0].screen.contains("Commands: filter TEXT · open N · close · logout · help · quit"))
        #expect(steps[0].screen.contains("On the main screen: filter TEXT, open N, close, logout."))
    }
}

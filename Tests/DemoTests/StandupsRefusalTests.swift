import Foundation
import Testing

@Suite("The stand-ups demo refuses bad routes and commands with an error naming them, and changes nothing")
struct StandupsRefusalTests {
    @Test(arguments: [
        ("standups/nope", "error: unknown segment 'nope' at 1; expected 'a stand-up's id'"),
        ("meetings", "error: unknown segment 'meetings' at 0; expected 'standups'"),
        (
            "standups/\(UUID(uuidString: "00000000-0000-0000-0000-000000000007")!.uuidString)/record",
            "error: segment '00000000-0000-0000-0000-000000000007' at 1 is unavailable: no stand-up has this id"
        ),
    ])
    func aRefusedRouteFlagIsShownAndTheDemoStartsAtTheList(route: String, message: String) async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["route"], file: file, arguments: ["--route", route])
        #expect(run.status == 0)  // as documented: a refused --route is not a failure
        #expect(run.errors.isEmpty)
        let steps = standupsScreens(in: run)
        #expect(steps[0].screen.message == message)
        #expect(steps[0].screen.route == "standups")
        #expect(steps[0].screen.body.hasPrefix("Daily stand-ups\n"))
        #expect(steps[1].screen.message == "route: standups")
    }

    @Test func aRefusedRouteLeavesTheScreenAsItWas() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups(
            ["route standups/\(id)/delete", "route standups/\(id)/record/more", "wait 3"], file: file, arguments: ["--route", "standups/\(id)/record"])
        let steps = standupsScreens(in: run)
        #expect(steps[1].screen.message == "error: unknown segment 'delete' at 2; expected 'record'")
        #expect(steps[2].screen.message?.hasPrefix("error: ") == true)
        #expect(steps[1].screen.body == steps[0].screen.body)
        #expect(steps[2].screen.body == steps[0].screen.body)
        #expect(steps[3].screen.body.contains("  Elapsed 0:03 · Remaining 0:57\n"))  // the meeting went on
    }

    @Test(arguments: [
        ("bogus", "error: unknown command 'bogus' (type 'help' to list the commands)"),
        ("next", "error: 'next' is not available on this screen (type 'help' to list the commands)"),
        ("save", "error: 'save' is not available on this screen (type 'help' to list the commands)"),
        ("tap 1", "error: no alert is open: there is no button to tap"),
        ("back", "error: nothing to go back from: this is the list"),
        ("open 2", "error: no stand-up 2 (there are 1: 1 to 1)"),
        ("open two", "error: open which stand-up? give its number, 1 to 1"),
        ("delete", "error: delete which stand-up? give its number, 1 to 1"),
        ("add now", "error: 'add' takes no argument"),
        ("wait forever", "error: wait how long? give whole seconds, 0 to 3600"),
        ("wait 3601", "error: wait how long? give whole seconds, 0 to 3600"),
    ])
    func aBadCommandOnTheListIsAnErrorNamingIt(command: String, message: String) async throws {
        let file = try StandupsFileFixture(contents: try standupsJSON(id: UUID(), title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups([command, "quit"], file: file)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = standupsScreens(in: run)
        #expect(steps[1].screen.message == message)
        #expect(steps[1].screen.body == steps[0].screen.body)
    }

    @Test func badFormInputIsRefused() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(
            ["add", "title", "duration 0", "duration 121", "duration 5h", "theme mauve", "attendee", "remove 3", "back"], file: file)
        let messages = standupsScreens(in: run).dropFirst(2).map(\.screen.message)
        #expect(
            messages == [
                "error: title needs the text: title TEXT",
                "error: duration takes whole minutes (5) or seconds ending in s (90s), from 1s to 120 minutes",
                "error: duration takes whole minutes (5) or seconds ending in s (90s), from 1s to 120 minutes",
                "error: duration takes whole minutes (5) or seconds ending in s (90s), from 1s to 120 minutes",
                "error: unknown theme 'mauve'; the themes are bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, "
                    + "periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow",
                "error: attendee needs a name: attendee NAME",
                "error: no attendee 3 (there are 1: 1 to 1)",
                "error: the form is open: 'save' or 'cancel' it",
            ])
    }

    @Test func anOpenAlertTakesOnlyTap() async throws {
        let file = try StandupsFileFixture(contents: try standupsJSON(id: UUID(), title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups(["open 1", "delete", "back", "bogus", "tap 3", "tap", "tap Maybe", "tap nevermind"], file: file)
        let steps = standupsScreens(in: run)
        #expect(steps[3].screen.message == "error: an alert is open: answer it first with 'tap N' (1 to 2) or 'tap TITLE'")
        #expect(steps[4].screen.message == "error: unknown command 'bogus' (type 'help' to list the commands)")
        #expect(steps[5].screen.message == "error: no button 3 (the alert has 2: 1 to 2)")
        #expect(steps[6].screen.message == "error: tap which button? give its number, 1 to 2, or its title")
        #expect(steps[7].screen.message == "error: no button titled 'Maybe' in alert 'Delete?'; its buttons are 'Yes' or 'Nevermind'")
        for step in steps[3...7] { #expect(step.screen.body == steps[2].screen.body) }
        #expect(steps[8].screen.body == steps[1].screen.body)
        #expect(try file.standups().count == 1)
    }

    @Test func theRecorderHasNoBackButton() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups(["back"], file: file, arguments: ["--route", "standups/\(id)/record"])
        #expect(standupsScreens(in: run)[1].screen.message == "error: the meeting is running: 'end' it first (or 'next' through the speakers)")
    }

    @Test(arguments: ["7m", "5M", "90S", "+5", "-5", "5 s", "1e2", "٥", "0x10", "5min"])
    func aDurationIsOnlyMinutesOrSecondsWithS(text: String) async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["add", "duration \(text)", "duration 7", "duration 90s"], file: file)
        let steps = standupsScreens(in: run)
        #expect(steps[2].screen.message == "error: duration takes whole minutes (5) or seconds ending in s (90s), from 1s to 120 minutes")
        #expect(steps[2].screen.body == steps[1].screen.body)
        #expect(steps[3].screen.body.contains("7 min"))
        #expect(steps[4].screen.body.contains("1 min 30 s"))
    }

    @Test func aRouteAwayFromARunningMeetingIsRefused() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups(
            ["wait 2", "route standups", "route standups/\(id)", "route standups/\(id)/record", "wait 1"], file: file,
            arguments: ["--route", "standups/\(id)/record"])
        let steps = standupsScreens(in: run)
        for step in steps[2...4] {
            #expect(step.screen.message == "error: a meeting is running: 'end' it first (then save or discard it)")
            #expect(step.screen.route == "standups/\(id)/record")
            #expect(step.screen.body == steps[1].screen.body)
        }
        #expect(steps[5].screen.body.contains("  Elapsed 0:03 · Remaining 0:57\n"))  // the same meeting went on
    }
}

import Foundation
import Testing

@Suite("fractal-demo standups runs the stand-ups app: list, form, detail, a recorder on virtual time, a JSON file")
struct StandupsDemoTests {
    @Test func aScriptAddsAStandupRecordsAMeetingAndTheFileKeepsIt() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let commands = [
            "add", "title Design", "duration 4s", "attendee Ada", "attendee Grace", "save", "open 1", "start", "tap 1", "wait 2", "wait 2",
            "route",
        ]
        let script = try temporaryFile(contents: Array(commands.map { $0 + "\n" }.joined().utf8))
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try await runDemo(["standups", "--script", script.path, "--file", file.path])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = standupsScreens(in: run)
        #expect(steps.map(\.command) == [""] + commands)
        #expect(steps.allSatisfy { $0.screen.message == nil || $0.command == "route" })

        #expect(steps[0].screen.body.hasPrefix("Daily stand-ups\n  (no stand-ups yet: 'add' one)\n\nCommands: add · open N · delete N\n"))
        #expect(steps[1].screen.body.hasPrefix("New stand-up\n  Title:\n  Length: 5 min (5 min per attendee)\n  Theme: bubblegum\n"))
        #expect(steps[5].screen.body.contains("  Length: 4 s (2 s per attendee)\n  Theme: bubblegum\n  Attendees:\n    1. Ada\n    2. Grace\n"))
        #expect(steps[6].screen.body.hasPrefix("Daily stand-ups\n  1. Design · 2 attendees · 4 s\n"))

        let saved = try file.standups()
        let id = try #require(saved.first?["id"] as? String)
        #expect(steps[7].screen.route == "standups/\(id)")
        #expect(steps[7].screen.body.contains("Design\n  Length: 4 s · Theme: bubblegum\n\n  Past meetings:\n    (none yet: 'start' one)\n"))
        #expect(steps[7].screen.body.contains("  Attendees:\n    - Ada\n    - Grace\n"))
        // Linux has no speech recognizer: the demo's speech client answers "denied".
        let denied = steps[8].screen.body
        #expect(denied.contains("Alert: Speech recognition denied\n  You previously denied speech recognition"))
        #expect(denied.contains("  1. Continue without recording\n  2. Open settings\n  3. Cancel (cancel)\n\nAlert: tap N|TITLE\n"))
        #expect(steps[9].screen.route == "standups/\(id)/record")
        #expect(steps[9].screen.body.contains("Design · meeting in progress\n  Speaker 1 of 2: Ada\n  Elapsed 0:00 · Remaining 0:04\n"))
        #expect(steps[9].screen.body.contains("Commands: next · end\n"))
        #expect(steps[10].screen.body.contains("  Speaker 2 of 2: Grace\n  Elapsed 0:02 · Remaining 0:02\n  [###############---------------]\n"))
        // The last tick ends the meeting: the recorder is popped and the meeting saved.
        #expect(steps[11].screen.route == "standups/\(id)")
        #expect(steps[11].screen.body.contains("  Past meetings:\n    1. "))
        #expect(steps[11].screen.body.contains(" · (no transcript)\n"))
        #expect(steps[12].screen.message == "route: standups/\(id)")

        #expect(saved.count == 1)
        #expect(saved[0]["title"] as? String == "Design")
        #expect((saved[0]["attendees"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Ada", "Grace"])
        let meetings = try #require(saved[0]["meetings"] as? [[String: Any]])
        #expect(meetings.count == 1)
        #expect(meetings.first?["transcript"] as? String == "")
        #expect(try file.files() == ["standups.json"])  // written atomically: no temporary file is left
    }

    @Test func theRouteFlagOpensTheRecorderAndEndingEarlySavesTheMeeting() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada", "Grace", "Linus"], seconds: 6))
        defer { file.remove() }
        let run = try await runStandups(["wait 1", "route", "end", "tap save and end", "route"], file: file, arguments: ["--route", "standups/\(id)/record"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let steps = standupsScreens(in: run)
        #expect(steps[0].screen.route == "standups/\(id)/record")
        #expect(steps[0].screen.message == nil)
        #expect(steps[0].screen.body.contains("  Speaker 1 of 3: Ada\n  Elapsed 0:00 · Remaining 0:06\n"))
        #expect(steps[1].screen.body.contains("  Speaker 1 of 3: Ada\n  Elapsed 0:01 · Remaining 0:05\n"))
        #expect(steps[2].screen.message == "route: standups/\(id)/record")
        #expect(steps[3].screen.body.contains("Alert: End meeting?\n"))
        #expect(steps[3].screen.body.contains("  1. Save and end\n  2. Discard (destructive)\n  3. Resume (cancel)\n"))
        #expect(steps[4].screen.route == "standups/\(id)")
        #expect(steps[4].screen.body.contains("  Past meetings:\n    1. "))
        #expect(steps[5].screen.message == "route: standups/\(id)")
        #expect((try file.standups()[0]["meetings"] as? [Any])?.count == 1)
    }

    /// A route cannot leave a running meeting (StandupsRefusalTests): ending it does, and a route back starts a new one.
    @Test func leavingTheRecorderStopsItsTimerAndARouteBackStartsOne() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let record = "standups/\(id)/record"
        let run = try await runStandups(
            ["wait 5", "end", "tap discard", "wait 120", "route \(record)", "wait 1"], file: file, arguments: ["--route=\(record)"])
        let steps = standupsScreens(in: run)
        #expect(steps[1].screen.body.contains("  Elapsed 0:05 · Remaining 0:55\n"))
        #expect(steps[3].screen.route == "standups/\(id)")
        #expect(steps[4].screen.body == steps[3].screen.body)  // no meeting ended, none was saved
        #expect(steps[5].screen.body.contains("  Elapsed 0:00 · Remaining 1:00\n"))
        #expect(steps[6].screen.body.contains("  Elapsed 0:01 · Remaining 0:59\n"))  // one timer, not two
        #expect(steps.allSatisfy { $0.screen.message == nil })
        #expect((try file.standups()[0]["meetings"] as? [Any])?.isEmpty == true)
    }

    @Test func aStandupIsEditedAndDeletedAfterConfirming() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 300))
        defer { file.remove() }
        let commands = [
            "open 1", "edit", "title Retro", "theme teal", "attendee Bob", "remove 1", "cancel", "edit", "title Retro", "save", "back", "open 1",
            "delete", "tap 2", "delete", "tap Yes",
        ]
        let run = try await runStandups(commands, file: file)
        #expect(run.status == 0)
        let steps = standupsScreens(in: run)
        #expect(steps.allSatisfy { $0.screen.message == nil })
        #expect(steps[2].screen.body.hasPrefix("Edit stand-up\n  Title: Design\n  Length: 5 min (5 min per attendee)\n  Theme: navy\n"))
        #expect(steps[6].screen.body.contains("  Theme: teal\n  Attendees:\n    1. Bob\n"))
        #expect(steps[7].screen.body.hasPrefix("Design\n"))  // cancel changed nothing
        #expect(steps[10].screen.body.hasPrefix("Retro\n  Length: 5 min · Theme: navy\n"))
        #expect(steps[11].screen.body.hasPrefix("Daily stand-ups\n  1. Retro · 1 attendee · 5 min\n"))
        #expect(
            steps[13].screen.body.contains("Alert: Delete?\n  Are you sure you want to delete this meeting?\n  1. Yes (destructive)\n  2. Nevermind (cancel)\n")
        )
        #expect(steps[14].screen.body == steps[12].screen.body)
        #expect(steps[16].screen.route == "standups")
        #expect(steps[16].screen.body.hasPrefix("Daily stand-ups\n  (no stand-ups yet: 'add' one)\n"))
        #expect(try file.standups().isEmpty)
    }

    @Test func aPastMeetingOpensAndIsRemoved() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 2))
        defer { file.remove() }
        let run = try await runStandups(
            ["start", "tap continue without recording", "wait 2", "open 1", "back", "remove 1"], file: file, arguments: ["--route", "standups/\(id)"])
        let steps = standupsScreens(in: run)
        #expect(steps.allSatisfy { $0.screen.message == nil })
        #expect(steps[4].screen.route == "standups/\(id)")
        #expect(steps[4].screen.body.contains(" › meeting of "))
        #expect(steps[4].screen.body.contains("  Attendees: Ada\n  Transcript:\n    (none: nothing was recorded)\n\nCommands: back\n"))
        #expect(steps[6].screen.body.contains("  Past meetings:\n    (none yet: 'start' one)\n"))
        #expect((try file.standups()[0]["meetings"] as? [Any])?.isEmpty == true)
    }

    @Test func openSettingsSaysThereAreNone() async throws {
        let id = UUID()
        let file = try StandupsFileFixture(contents: try standupsJSON(id: id, title: "Design", attendees: ["Ada"], seconds: 60))
        defer { file.remove() }
        let run = try await runStandups(["open 1", "start", "tap 2"], file: file)
        let steps = standupsScreens(in: run)
        #expect(steps[3].screen.message == "» This terminal has no settings to open: speech recognition stays denied.")
        #expect(steps[3].screen.body == steps[1].screen.body)  // the alert is gone
    }

    @Test func helpListsEveryStandupsCommand() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let steps = standupsScreens(in: try await runStandups(["help"], file: file))
        let help = try #require(steps[1].screen.message)
        for command in [
            "add", "open N", "delete N", "title TEXT", "duration MIN|Ns", "theme NAME", "attendee NAME", "remove N", "save", "cancel", "start",
            "edit", "delete", "back", "next", "end", "tap N|TITLE", "route PATH", "wait SECONDS", "quit",
        ] {
            #expect(help.contains(command), "help does not list '\(command)'")
        }
        #expect(steps[1].screen.body == steps[0].screen.body)
    }

    @Test func commandsMatchInAnyCase() async throws {
        let file = try StandupsFileFixture()
        defer { file.remove() }
        let run = try await runStandups(["ADD", "Title Design", "SAVE", "Open 1", "Route"], file: file)
        let steps = standupsScreens(in: run)
        #expect(steps.dropLast().allSatisfy { $0.screen.message == nil })
        #expect(steps[5].screen.message?.hasPrefix("route: standups/") == true)
    }
}

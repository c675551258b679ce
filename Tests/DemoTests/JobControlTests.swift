import Foundation
import Testing

@testable import FractalDemo

@Suite("At a terminal, Ctrl-Z and job-control signals stop, continue and end the demo with the terminal as it found it")
struct JobControlTests {
    /// Types `ab`, moves left and types `X`, then Enter: the login demo
    /// answers `Unknown command 'aXb'` only if the keys were read one by one
    /// (in lines, Left would reach the command as `^[[D`).
    private func expectKeyByKey(_ job: TerminalJob, after start: Int) async {
        #expect(job.readsKeyByKey)
        job.type("\u{1B}[DX\r")
        #expect(await job.read(until: "Unknown command 'aXb'", after: start))
    }

    private func quit(_ job: TerminalJob) async {
        job.type("quit\r")
        #expect(await job.waitForChange() == .exited(status: 0))
        #expect(job.isAsFound)
    }

    @Test func ctrlZStopsTheDemoWithTheTerminalAsFoundAndFgResumesKeyByKeyWithTheLineRedrawn() async throws {
        let job = try await TerminalJob()
        try #require(await job.read(until: "> "))
        #expect(job.readsKeyByKey)
        let start = job.output.count
        job.type("ab\u{1A}")
        // The line and ^Z are drawn before the demo stops: read them first, so
        // that the line read after `fg` is the one drawn again.
        #expect(await job.read(until: "> ab^Z", after: start))
        #expect(await job.waitForChange() == .stopped(signal: SIGTSTP))
        #expect(job.isAsFound)
        let stopped = job.output.count
        job.send(SIGCONT)  // what `fg` sends
        #expect(await job.read(until: "\r\u{1B}[K> ab", after: stopped))
        await expectKeyByKey(job, after: start)
        await quit(job)
    }

    @Test func aStopFromOutsideRestoresTheTerminalAndTheDemoReadsKeyByKeyOnceContinued() async throws {
        let job = try await TerminalJob()
        try #require(await job.read(until: "> "))
        let start = job.output.count
        job.type("ab")
        try #require(await job.read(until: "> ab", after: start))
        job.send(SIGTSTP)
        #expect(await job.waitForChange() == .stopped(signal: SIGTSTP))
        #expect(job.isAsFound)
        let stopped = job.output.count
        job.send(SIGCONT)
        #expect(await job.read(until: "\r\u{1B}[K> ab", after: stopped))
        await expectKeyByKey(job, after: start)
        await quit(job)
    }

    @Test func anUncatchableStopAndAContinueLeaveTheDemoReadingKeyByKey() async throws {
        let job = try await TerminalJob()
        try #require(await job.read(until: "> "))
        let start = job.output.count
        job.type("ab")
        try #require(await job.read(until: "> ab", after: start))
        job.send(SIGSTOP)
        #expect(await job.waitForChange() == .stopped(signal: SIGSTOP))
        let stopped = job.output.count
        job.send(SIGCONT)
        #expect(await job.read(until: "\r\u{1B}[K> ab", after: stopped))
        await expectKeyByKey(job, after: start)
        await quit(job)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func aSignalThatEndsTheDemoLeavesTheTerminalAsFound(number: Int32) async throws {
        let job = try await TerminalJob()
        try #require(await job.read(until: "> "))
        #expect(job.readsKeyByKey)
        job.send(number)
        #expect(await job.waitForChange() == .killed(signal: number))
        #expect(job.isAsFound)
    }

    @Test func theInterruptSignalQuitsCleanlyWithTheTerminalAsFound() async throws {
        let job = try await TerminalJob()
        try #require(await job.read(until: "> "))
        job.send(SIGINT)
        #expect(await job.waitForChange() == .exited(status: 0))
        #expect(job.isAsFound)
        #expect(job.text.withoutDemoEscapes.terminalLines.suffix(2) == ["Bye.", ""])
    }

    @Test func ctrlBackslashEndsTheDemoAsSIGQUITWouldWithTheTerminalAsFound() async throws {
        let job = try await TerminalJob()
        try #require(await job.read(until: "> "))
        job.type("ab\u{1C}")
        #expect(await job.waitForChange() == .killed(signal: SIGQUIT))
        #expect(job.isAsFound)
    }
}

@Suite("At a terminal, a typed line drawn again after the terminal was narrowed leaves none of its wrapped rows behind")
struct PromptResizeTests {
    @Test func aLineThatFitsIsClearedOnItsOwnRow() {
        #expect(TerminalPrompt.erasing(drawn: (columns: 10, cursorColumn: 10), width: 80) == "\r\u{1B}[K")
        #expect(TerminalPrompt.erasing(drawn: (columns: 79, cursorColumn: 40), width: 80) == "\r\u{1B}[K")
    }

    @Test func aLineWiderThanTheTerminalIsClearedFromTheRowItStartsOn() {
        // 62 columns at 20 wide: rows 0–3, the cursor at its end on row 3.
        #expect(TerminalPrompt.erasing(drawn: (columns: 62, cursorColumn: 62), width: 20) == "\u{1B}[3A\r\u{1B}[J")
        // The cursor on the first row: nothing to go up, but the rows below are cleared too.
        #expect(TerminalPrompt.erasing(drawn: (columns: 62, cursorColumn: 5), width: 20) == "\r\u{1B}[J")
        #expect(TerminalPrompt.erasing(drawn: (columns: 40, cursorColumn: 39), width: 20) == "\u{1B}[1A\r\u{1B}[J")
    }

    @Test func aResizeDrawsTheLineAgainClearingTheRowsItWrapsTo() async throws {
        let job = try await TerminalJob(columns: 80)
        try #require(await job.read(until: "> "))
        let typed = String(repeating: "x", count: 60)
        job.type(typed)
        try #require(await job.read(until: "> " + typed))
        job.resize(columns: 20)
        let narrowed = job.output.count
        // The terminal would send SIGWINCH to its foreground job; this one is not the demo's own.
        job.send(SIGWINCH)
        // The line drawn was 62 columns, the cursor at its end: 3 rows up at 20 columns.
        #expect(await job.read(until: "\u{1B}[3A\r\u{1B}[J> ", after: narrowed))
        let redrawn = job.output.count
        job.type("y")
        #expect(await job.read(until: "\r\u{1B}[K> ", after: redrawn))  // the line fits now: one row
        job.type("\u{15}quit\r")
        #expect(await job.waitForChange() == .exited(status: 0))
    }
}

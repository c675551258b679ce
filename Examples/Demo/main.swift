// fractal-demo: a sample tree presented by terminal views: the login sample
// (Root → Login | Main), the media app (sign-in, tabs, routes, deep links), or
// the stand-ups app (a tree of view models, a live meeting timer, a JSON file).
//
//   swift run fractal-demo                       interactive
//   swift run fractal-demo --script FILE         one command per line, prints each screen
//   swift run fractal-demo --username ada --password lovelace
//   swift run fractal-demo media                 the media app
//   swift run fractal-demo media --route movies/v-for-vendetta
//   swift run fractal-demo standups --file standups.json
//   swift run fractal-demo --help                flags, commands, exit statuses
import Dispatch
import Foundation

/// Exit statuses (documented in `--help`).
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    /// The stand-ups app quit with its last change not saved.
    static let unsavedChanges: Int32 = 3
}

do {
    try claimStandardDescriptors()
} catch {
    reportError("\(error)")
    exit(ExitStatus.failure)
}
// A closed pipe is an error from write(2) that the demo reports, not a signal that kills it.
signal(SIGPIPE, SIG_IGN)

let options: Options
do {
    options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    reportError("\(error)\n\(Options.synopsis)\nRun 'fractal-demo --help' for the flags and commands.")
    exit(ExitStatus.usage)
}
if options.app == .standups, !options.showsHelp {
    do {
        try StandupsFile.check(path: options.filePath ?? Options.defaultStandupsFile)
    } catch {
        reportError("\(error)\n\(Options.synopsis)\nRun 'fractal-demo --help' for the flags and commands.")
        exit(ExitStatus.usage)
    }
}
if options.showsHelp {
    var output = Output(descriptor: 1)
    do {
        try output.write(Options.help + "\n")
        exit(ExitStatus.success)
    } catch {
        reportError("\(error)")
        exit(ExitStatus.failure)
    }
}

// A script is read whole before anything starts: a bad one changes nothing.
let script: [String]?
do {
    script = try options.scriptPath.map { path throws(InputError) in try scriptLines(atPath: path) }
} catch {
    reportError("\(error)")
    exit(error.isUnreadableScript ? ExitStatus.usage : ExitStatus.failure)
}

let isInteractive = script == nil && isatty(STDIN_FILENO) == 1
let usesANSI = isatty(STDOUT_FILENO) == 1
// At a terminal (standard input and output), keys are read one by one and edited on the prompt's line.
let prompt = isInteractive ? TerminalPrompt.open() : nil
let demo: any DemoSession =
    switch options.app {
    case .login:
        Demo(username: options.username, password: options.password, isInteractive: isInteractive, prompt: prompt, usesANSI: usesANSI)
    case .media: MediaDemo(route: options.route, isInteractive: isInteractive, prompt: prompt, usesANSI: usesANSI)
    case .standups:
        StandupsDemo(
            route: options.route, filePath: options.filePath ?? Options.defaultStandupsFile, isInteractive: isInteractive,
            prompt: prompt, usesANSI: usesANSI)
    }

/// Lines of input: the script's, the terminal's prompt's, or standard input's.
@MainActor
func inputLines() -> AsyncThrowingStream<String, any Error> {
    guard let script else { return prompt?.lines() ?? standardInputLines() }
    return AsyncThrowingStream { continuation in
        for line in script { continuation.yield(line) }
        continuation.finish()
    }
}

/// Disposes the root presentation, says goodbye and exits with `status`,
/// reporting `error` (if any) on standard error first; a quit that would
/// otherwise succeed exits with ``ExitStatus/unsavedChanges`` when it loses
/// a change.
@MainActor
func quit(status: Int32 = ExitStatus.success, error: (any Error)? = nil) async -> Never {
    await demo.stop()
    if let error { reportError("\(error)") }
    do {
        try demo.sayGoodbye()
    } catch {
        reportError("\(error)")
        exit(ExitStatus.failure)
    }
    exit(status == ExitStatus.success && demo.quitsWithUnsavedChanges ? ExitStatus.unsavedChanges : status)
}

// SIGINT quits cleanly: the root presentation is disposed and the terminal restored.
// SIGCONT (after Ctrl-Z and `fg`) and SIGWINCH (a resize): the prompt's line is drawn again.
relaySignals(interrupted: { await quit() }, continued: { prompt?.redrawAfterStop() }, resized: { prompt?.redrawAfterResize() })

Task { @MainActor in
    do {
        try await demo.start()
        for try await line in inputLines() {
            guard try await demo.handle(line) else { break }
        }
    } catch let error as OutputError {
        // Output is gone: say so on standard error and stop without drawing again.
        await demo.stop()
        reportError("\(error)")
        exit(ExitStatus.failure)
    } catch {
        await quit(status: ExitStatus.failure, error: error)
    }
    await quit()
}

dispatchMain()

import Foundation
import Fractal

/// The stand-ups app in the terminal (`fractal-demo standups`): the tree of
/// view models of `Standups`, rooted at a ``StandupsApp`` presented into
/// a ``StandupsAppView`` whose views present each child view model while it
/// is in its parent's state; the stand-ups kept in a JSON file (the world's
/// storage); the screen drawn from the states the views were given; and the
/// commands a user types, each calling the method a tap would call.
///
/// At a terminal the views bind on the main queue and the recorder's clock
/// runs on it, so a meeting's clock ticks in real time and each tick draws
/// the screen again. Otherwise (`--script`, piped input) both run on a
/// ``VirtualScheduler`` that only `wait SECONDS` advances, so the output is
/// the same on every run.
@MainActor
final class StandupsDemo: DemoSession {
    typealias Message = StandupsRenderer.Message

    let app: StandupsApp
    let world: World
    /// The root view: what is drawn, and the view models commands call.
    let view: StandupsAppView
    /// The virtual clock, when nobody is at a terminal; `nil` for real time.
    let virtualTime: VirtualScheduler?
    /// The views' scheduler at a terminal, which says when the binds a command caused have run.
    private let ui: SettlingScheduler?
    let isInteractive: Bool
    /// The line editor at the terminal, if any: drawn after each screen, and
    /// what ends a `wait` early.
    let prompt: TerminalPrompt?
    var message: Message?
    private let file: StandupsFile
    private let renderer: StandupsRenderer
    private let startRoute: String?
    private var presentation: (any Disposable)?
    /// Whether a command is waiting for its binds: the screen is drawn after.
    private var isSettling = false
    /// The screen last drawn, so that a tick that changed nothing draws nothing.
    private var drawnScreen: String?
    private var output = Output(descriptor: 1)

    /// - Parameters:
    ///   - route: The deep link to start with (`--route`), if any.
    ///   - filePath: The JSON file of the stand-ups (`--file`).
    ///   - isInteractive: Whether a person types at a terminal: real time,
    ///     no echo of commands, a screen drawn at each tick.
    ///   - prompt: The line editor at the terminal, if any.
    ///   - usesANSI: Whether to style the screens and clear between them.
    init(route: String?, filePath: String, isInteractive: Bool, prompt: TerminalPrompt? = nil, usesANSI: Bool) {
        file = StandupsFile(path: filePath)
        let (standups, loadError) = file.load(orDefault: [])
        let virtualTime = isInteractive ? nil : VirtualScheduler()
        let ui = isInteractive ? SettlingScheduler() : nil
        let clock: any TimedScheduler = virtualTime ?? UIScheduler()
        world = World.live(standups: standups, storage: file, scheduler: clock, speech: .fixed(.denied))
        app = StandupsApp(world, storageError: loadError)
        let viewScheduler: any Scheduler
        if let virtualTime { viewScheduler = virtualTime } else if let ui { viewScheduler = ui } else { viewScheduler = UIScheduler() }
        view = StandupsAppView(views: StandupsViews(scheduler: viewScheduler))
        renderer = StandupsRenderer(usesANSI: usesANSI)
        (self.virtualTime, self.ui) = (virtualTime, ui)
        self.isInteractive = isInteractive
        self.prompt = prompt
        startRoute = route
    }

    /// Presents the app (it starts saving changes), follows the starting
    /// deep link (if any) and draws the first screen. A refused link shows
    /// `error: …` on it, and the app is at the list, where it starts.
    func start() async throws(OutputError) {
        presentation = app <- view.presenter
        if isInteractive {
            view.views.changed = { [weak self] in
                Task { @MainActor in self?.changedOnItsOwn() }
            }
        }
        await settle()
        if let startRoute { run { () throws(StandupsCommandError) in try follow(startRoute) } }
        await settle()
        try draw()
    }

    /// Runs one command line; returns false when the demo should quit.
    ///
    /// Commands match in any case; the line is echoed and quoted as typed,
    /// made visible (``Swift/String/visible``) like all text from input.
    func handle(_ line: String) async throws(OutputError) -> Bool {
        if !isInteractive { try output.write("> \(line.visible)\n") }
        message = nil
        let typed = TypedCommand(line)
        switch typed.name.lowercased() {
        case "":
            message = .note("Type a command, or 'help' to list them.")
        case "quit", "exit", "q":
            return false
        case "help", "?":
            message = .note(CommandHelp.line(for: CommandHelp.standupsGroups))
        case "wait":
            await wait(typed.argument)
        case "reload", "overwrite":
            run { () throws(StandupsCommandError) in try resolveConflict(typed.name.lowercased(), typed.argument) }
        default:
            run { () throws(StandupsCommandError) in try perform(typed.name, typed.argument) }
        }
        await settle()
        try draw()
        return true
    }

    /// Disposes the app's presentation (its saving stops) and its
    /// children's (the recorder's clock stops), and lets every teardown run.
    func stop() async {
        presentation?.dispose()
        presentation = nil
        view.close()
        await settle()
    }

    /// Puts the terminal back as it was and says goodbye, on a line of its
    /// own (after Ctrl-C or Ctrl-D the cursor is still on the prompt's line).
    /// When the last save failed, says first that the last change is not on
    /// disk: quitting loses it.
    func sayGoodbye() throws(OutputError) {
        var lost = ""
        if let error = unsavedChange {
            lost = "! The last change is not on disk (\(error)); quitting loses it.".visible + "\n"
        }
        try output.write((output.isAtLineStart ? "" : "\n") + renderer.restore + lost + "Bye.\n")
    }

    /// Whether quitting now loses a change: the last save failed (or was a
    /// conflict) and none succeeded since.
    var quitsWithUnsavedChanges: Bool { unsavedChange != nil }

    /// The error of the last save, when it failed or was a conflict and no
    /// save succeeded since: the change it tried to save is not on disk.
    private var unsavedChange: StorageError? {
        guard !file.lastSaveSucceeded, let error = view.state?.storageError else { return nil }
        switch error {
        case .writeFailed, .conflict: return error
        case .readFailed, .corrupt: return nil
        }
    }

    /// `reload` or `overwrite`, after a conflict: shows the stand-ups the
    /// file holds now, or saves the app's over them.
    ///
    /// - Throws: A ``StandupsCommandError`` when there is no conflict to
    ///   resolve, the command has an argument, or the storage fails.
    private func resolveConflict(_ choice: String, _ argument: String) throws(StandupsCommandError) {
        try expectNoArgument(choice, argument)
        guard case .conflict = unsavedChange else {
            throw "no conflict to resolve: '\(choice)' is for when another program saved the stand-ups file"
        }
        do {
            if choice == "reload" {
                world.standups.value = try file.reload()
                message = .note("Reloaded the stand-ups from the file.")
            } else {
                try file.overwrite(with: world.standups.value)
                message = .note("Saved these stand-ups over the file.")
            }
            app.storageErrorDismissed()
        } catch {
            throw "\(choice) failed: \(error)"
        }
    }

    /// Runs `body`, showing its error, if any, as `error: …`.
    func run(_ body: () throws(StandupsCommandError) -> Void) {
        do {
            try body()
        } catch {
            message = .error(error.description)
        }
    }

    /// Lets the views catch up with what the last command did: the states
    /// it changed are given to them, and the children that appeared are
    /// presented (a recorder's clock starts) and those that left disposed.
    /// On the virtual clock, work due now runs.
    func settle() async {
        virtualTime?.advance(by: .zero)
        guard let ui else { return }
        isSettling = true
        await ui.settled()
        isSettling = false
    }

    /// `wait SECONDS`: advances the virtual clock at once, or sleeps while
    /// the real one ticks (each tick draws the screen). At the terminal's
    /// prompt, the next key ends the wait early.
    private func wait(_ argument: String) async {
        guard let seconds = argument.wholeNumber, (0...3600).contains(seconds) else {
            message = .error("wait how long? give whole seconds, 0 to 3600")
            return
        }
        if let virtualTime {
            virtualTime.advance(by: .seconds(seconds))
        } else if let prompt {
            message = .note("Waiting \(seconds) s: press any key to stop.")
            try? draw()  // a failed write is reported by the draw after the wait
            if await prompt.pause(for: .seconds(seconds)) == .keyPressed {
                message = .note("The wait ended early: a key was pressed.")
            } else {
                message = nil
            }
        } else {
            try? await Task.sleep(for: .seconds(seconds))
        }
    }

    /// A state no command changed (a tick of the meeting's clock, at a
    /// terminal) reached the views: draws the screen again if it changed.
    private func changedOnItsOwn() {
        guard presentation != nil, !isSettling, screen() != drawnScreen else { return }
        try? draw()  // a failed write is reported by the next command's draw
    }

    /// The screen as the views show it now.
    private func screen() -> String {
        let storageError = file.lastSaveSucceeded ? nil : view.state?.storageError
        return renderer.screen(of: view.visible, storageError: storageError, asidePath: file.asidePath, message: message)
    }

    private func draw() throws(OutputError) {
        let screen = screen()
        drawnScreen = screen
        try output.write(isInteractive ? renderer.clear + screen + "\n" + (prompt?.drawn ?? "> ") : screen + "\n\n")
    }
}

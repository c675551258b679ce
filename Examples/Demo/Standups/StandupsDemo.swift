import Foundation
import Fractal
import Standups

/// The stand-ups app in the terminal (`fractal-demo standups`): the app's
/// one store (`standupsApp`), its stand-ups persisted to a JSON file, its
/// screens drawn from the store's state, and the commands a user types,
/// each sent to the store as the event a tap would send.
///
/// At a terminal the store's timers run on the main queue, so a meeting's
/// clock ticks in real time and each tick draws the screen again. Otherwise
/// (`--script`, piped input) they run on a ``VirtualScheduler`` that only
/// `wait SECONDS` advances, so the output is the same on every run.
@MainActor
final class StandupsDemo: DemoSession {
    typealias Message = StandupsRenderer.Message

    let store: Store<StandupsState, StandupsEvent, Never>
    /// The virtual clock, when nobody is at a terminal; `nil` for real time.
    let virtualTime: VirtualScheduler?
    let isInteractive: Bool
    /// The line editor at the terminal, if any: drawn after each screen, and
    /// what ends a `wait` early.
    let prompt: TerminalPrompt?
    var message: Message?
    /// The recorder sent `started` (its on-appear event), while it is on top.
    var startedRecorder: StackID?
    private let file: StandupsFile
    private let renderer: StandupsRenderer
    private let startRoute: String?
    private var persistence: (any Disposable)?
    private var liveUpdates: (any Disposable)?
    /// The state last drawn, so that a tick that changed nothing draws nothing.
    private var drawnState: StandupsState?
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
        virtualTime = isInteractive ? nil : VirtualScheduler()
        let environment = StandupsEnvironment(uuid: { UUID() }, now: { Date() }, speech: .fixed(.denied))
        store = Store(
            initial: StandupsState(standups: standups, storageError: loadError), scheduler: virtualTime ?? UIScheduler(),
            reducer: standupsApp(environment))
        renderer = StandupsRenderer(usesANSI: usesANSI)
        self.isInteractive = isInteractive
        self.prompt = prompt
        startRoute = route
    }

    /// The app's state now (the store reduces each event as it is sent).
    var state: StandupsState { store.state.value }

    /// Starts saving changes, follows the starting deep link (if any) and
    /// draws the first screen. A refused link shows `error: …` on it, and
    /// the app is at the list, where it starts.
    func start() async throws(OutputError) {
        persistence = store.persist(\.list.standups, to: file, failed: StandupsEvent.storageFailed)
        if isInteractive {
            liveUpdates = store.state.observeChanges { [weak self] _ in
                Task { @MainActor in self?.stateChangedOnItsOwn() }
            }
        }
        if let startRoute { run { () throws(StandupsCommandError) in try follow(startRoute) } }
        settle()
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
        default:
            run { () throws(StandupsCommandError) in try perform(typed.name, typed.argument) }
        }
        settle()
        try draw()
        return true
    }

    /// Stops the live updates, the saving and the store (its timers and tasks).
    func stop() async {
        liveUpdates?.dispose()
        liveUpdates = nil
        persistence?.dispose()
        persistence = nil
        store.dispose()
    }

    /// Puts the terminal back as it was and says goodbye, on a line of its
    /// own (after Ctrl-C or Ctrl-D the cursor is still on the prompt's line).
    /// When the last save failed, says first that the last change is not on
    /// disk: quitting loses it.
    func sayGoodbye() throws(OutputError) {
        var lost = ""
        if !file.lastSaveSucceeded, let error = state.storageError, case .writeFailed = error {
            lost = "! The last change is not on disk (\(error)); quitting loses it.".visible + "\n"
        }
        try output.write((output.isAtLineStart ? "" : "\n") + renderer.restore + lost + "Bye.\n")
    }

    /// Sends `event` to the app's store, which reduces it at once.
    func send(_ event: StandupsEvent) {
        store.send(event)
    }

    /// Runs `body`, showing its error, if any, as `error: …`.
    func run(_ body: () throws(StandupsCommandError) -> Void) {
        do {
            try body()
        } catch {
            message = .error(error.description)
        }
    }

    /// Lets the screens react to what the last command did: a recorder that
    /// has just appeared starts (as its view's on-appear would make it), and
    /// work due now on the virtual clock runs.
    func settle() {
        startRecorderIfShown()
        virtualTime?.advance(by: .zero)
    }

    /// Sends `started` to the recorder on top, once; forgets it once it is gone.
    func startRecorderIfShown() {
        guard let top = state.path.entries.last, case .record = top.element else {
            startedRecorder = nil
            return
        }
        guard startedRecorder != top.id else { return }
        startedRecorder = top.id
        send(.path(.element(id: top.id, event: .record(.started))))
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

    /// A change no command made (a tick of the meeting's clock, at a
    /// terminal): draws the screen again if it changed.
    private func stateChangedOnItsOwn() {
        startRecorderIfShown()
        guard liveUpdates != nil, state != drawnState else { return }
        try? draw()  // a failed write is reported by the next command's draw
    }

    private func draw() throws(OutputError) {
        let current = state
        drawnState = current
        let storageError = file.lastSaveSucceeded ? nil : current.storageError
        let screen = renderer.screen(of: current, storageError: storageError, message: message)
        try output.write(isInteractive ? renderer.clear + screen + "\n" + (prompt?.drawn ?? "> ") : screen + "\n\n")
    }
}

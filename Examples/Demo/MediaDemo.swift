import Fractal
import MediaSample

/// The media app in the terminal (`fractal-demo media`): a ``MediaApp``
/// presented into terminal views, and the commands a user types.
///
/// Commands go through the app's facade, which navigates all or nothing: a
/// refused route or a command that cannot be done prints `error: …` below
/// the screen, and the screen is as it was.
@MainActor
final class MediaDemo: DemoSession {
    private typealias Message = MediaRenderer.Message

    private let scheduler = SettlingScheduler()
    private let app = MediaApp()
    private let view: MediaView
    private let renderer: MediaRenderer
    private let isInteractive: Bool
    private let prompt: TerminalPrompt?
    private let startRoute: String?
    private var presentation: (any Disposable)?
    private var message: Message?
    private var output = Output(descriptor: 1)

    /// - Parameters:
    ///   - route: The deep link to start with (`--route`), if any.
    ///   - isInteractive: Whether a person types at a terminal (no echo of commands).
    ///   - prompt: The line editor at the terminal, drawn after each screen, if any.
    ///   - usesANSI: Whether to style the screens and clear between them.
    init(route: String?, isInteractive: Bool, prompt: TerminalPrompt? = nil, usesANSI: Bool) {
        view = MediaView(scheduler: scheduler)
        renderer = MediaRenderer(usesANSI: usesANSI)
        self.isInteractive = isInteractive
        self.prompt = prompt
        startRoute = route
    }

    /// Presents the app, follows the starting deep link (if any) and draws
    /// the first screen. A refused link shows `error: …` on it, and the app
    /// is at sign-in, where it starts.
    func start() async throws(OutputError) {
        presentation = CompositeDisposable([app <- view.presenter, view.routePresenter <~ app.route])
        if let startRoute { run { () throws(CommandError) in try follow(startRoute) } }
        await scheduler.settled()
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
        let (command, argument) = (typed.name, typed.argument)
        switch command.lowercased() {
        case "":
            message = .note("Type a command, or 'help' to list them.")
        case "quit", "exit", "q":
            return false
        case "help", "?":
            message = .note(CommandHelp.line(for: CommandHelp.mediaGroups))
        default:
            run { () throws(CommandError) in try perform(command, argument) }
        }
        await scheduler.settled()
        try draw()
        return true
    }

    /// Disposes the app's presentation, and lets every teardown run.
    func stop() async {
        presentation?.dispose()
        presentation = nil
        await scheduler.settled()
        view.close()
    }

    /// Puts the terminal back as it was and says goodbye, on a line of its
    /// own (after Ctrl-C or Ctrl-D the cursor is still on the prompt's line).
    func sayGoodbye() throws(OutputError) {
        try output.write((output.isAtLineStart ? "" : "\n") + renderer.restore + "Bye.\n")
    }

    /// Runs `body`, showing its error, if any, as `error: …`.
    private func run(_ body: () throws(CommandError) -> Void) {
        do {
            try body()
        } catch {
            message = .error(error.description)
        }
    }

    private func perform(_ command: String, _ argument: String) throws(CommandError) {
        switch command.lowercased() {
        case "signin": try signIn(argument)
        case "signout": try signOut(command, argument)
        case "tab":
            let tab = try tab(named: argument)
            try attempt { () throws(MediaCommandError) in try app.select(tab: tab) }
        case "open": try open(argument)
        case "back":
            try expectNoArgument(command, argument)
            try attempt { () throws(MediaCommandError) in try app.back() }
        case "favorite": try toggleFavorite(command, argument)
        case "route":
            if argument.isEmpty {
                message = .route(app.route.value.description)
            } else {
                try follow(argument)
            }
        default:
            throw "unknown command '\(command)' (type 'help' to list the commands)"
        }
    }

    private func signIn(_ name: String) throws(CommandError) {
        do {
            try app.signIn(name: name)
        } catch .signInRefused {
            // The form shows why, as it would after a tap on its button.
        } catch {
            throw CommandError(error)
        }
    }

    private func signOut(_ command: String, _ argument: String) throws(CommandError) {
        try expectNoArgument(command, argument)
        do {
            try app.signOut()
        } catch .signedOut {
            throw "nobody is signed in"
        } catch {
            throw CommandError(error)
        }
    }

    private func tab(named name: String) throws(CommandError) -> MediaTab {
        let names = MediaTab.allCases.map(\.segment)
        guard let tab = MediaTab.allCases.first(where: { $0.segment == name.lowercased() }) else {
            let which = name.isEmpty ? "which tab?" : "unknown tab '\(name)';"
            throw "\(which) expected \(names.map { "'\($0)'" }.joined(separator: " or "))"
        }
        return tab
    }

    /// Opens movie `argument` of the list, counted from 1 as the screen numbers them.
    private func open(_ argument: String) throws(CommandError) {
        guard app.isSignedIn else { throw CommandError(MediaCommandError.signedOut) }
        let count = app.movies.count
        guard let number = Int(argument) else { throw "open which movie? give its number, 1 to \(count)" }
        do {
            try app.open(movieAt: number - 1)
        } catch .noMovie {
            // The facade counts from 0; the list on the screen counts from 1.
            throw "no movie \(number) (the list has \(count): 1 to \(count))"
        } catch {
            throw CommandError(error)
        }
    }

    /// Toggles the open movie's favorite mark, as a tap on the detail's toggle would.
    private func toggleFavorite(_ command: String, _ argument: String) throws(CommandError) {
        try expectNoArgument(command, argument)
        guard app.isSignedIn else { throw CommandError(MediaCommandError.signedOut) }
        guard app.selectedTab == .movies, let detail = view.main?.movies?.state?.detail else {
            throw "no movie is open (open one first)"
        }
        detail.favoriteTapped()
    }

    /// Follows the deep link `text`: a path (`movies/alien`) or a URL (`media://movies/alien`).
    private func follow(_ text: String) throws(CommandError) {
        do {
            try app.apply(route: try Route(url: text))
        } catch {
            throw CommandError(error)
        }
    }

    private func attempt(_ body: () throws(MediaCommandError) -> Void) throws(CommandError) {
        do { try body() } catch { throw CommandError(error) }
    }

    private func expectNoArgument(_ command: String, _ argument: String) throws(CommandError) {
        guard argument.isEmpty else { throw "'\(command)' takes no argument" }
    }

    private func draw() throws(OutputError) {
        let screen = renderer.screen(of: view, message: message)
        try output.write(isInteractive ? renderer.clear + screen + "\n" + (prompt?.drawn ?? "> ") : screen + "\n\n")
    }
}

/// Why a media command was not done, in words that follow `error: `.
private struct CommandError: Error, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    let description: String

    init(stringLiteral value: String) { description = value }

    init(stringInterpolation: DefaultStringInterpolation) { description = String(stringInterpolation: stringInterpolation) }

    init(_ error: some Error) { description = "\(error)" }
}

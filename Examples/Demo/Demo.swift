import Foundation
import Fractal
import LoginSample

/// The running demo: the root view model presented into the terminal views,
/// and the commands a user types.
@MainActor
final class Demo: DemoSession {
    private let scheduler = SettlingScheduler()
    private let app: AppView
    private let renderer: Renderer
    private let isInteractive: Bool
    private let prompt: TerminalPrompt?
    private let username: String?
    private let password: String?
    private var presentation: (any Disposable)?
    private var message: String?
    private var output = Output(descriptor: 1)

    /// - Parameters:
    ///   - username: Text for the username field (`--username`), if any.
    ///   - password: Text for the password field (`--password`), if any.
    ///   - isInteractive: Whether a person types at a terminal (no echo of commands).
    ///   - prompt: The line editor at the terminal, drawn after each screen, if any.
    ///   - usesANSI: Whether to style the screens and clear between them.
    init(username: String? = nil, password: String? = nil, isInteractive: Bool, prompt: TerminalPrompt? = nil, usesANSI: Bool) {
        app = AppView(scheduler: scheduler)
        renderer = Renderer(usesANSI: usesANSI)
        self.isInteractive = isInteractive
        self.prompt = prompt
        self.username = username
        self.password = password
    }

    /// Presents the root, fills in the fields given and draws the first screen.
    func start() async throws(OutputError) {
        let root = RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        presentation = root <- app.presenter
        await scheduler.settled()
        if let username { app.login.type(username: username) }
        if let password { app.login.type(password: password) }
        await scheduler.settled()
        try draw()
    }

    /// Runs one command line; returns false when the demo should quit.
    ///
    /// Commands match in any case; the line is echoed and quoted as typed,
    /// made visible (``Swift/String/visible``) like all text from input.
    func handle(_ line: String) async throws(OutputError) -> Bool {
        if !isInteractive { try write("> \(line.visible)\n") }
        message = nil
        let typed = TypedCommand(line)
        let (command, argument) = (typed.name, typed.argument)
        switch command.lowercased() {
        case "":
            message = "Type a command, or 'help' to list them."
        case "quit", "exit", "q":
            return false
        case "help", "?":
            message = CommandHelp.line(for: CommandHelp.groups)
        default:
            await run(command, argument)
        }
        await scheduler.settled()
        try draw()
        return true
    }

    /// Disposes the root presentation and lets every teardown run.
    func stop() async {
        presentation?.dispose()
        presentation = nil
        await scheduler.settled()
    }

    /// Puts the terminal back as it was and says goodbye, on a line of its
    /// own (after Ctrl-C or Ctrl-D the cursor is still on the prompt's line).
    func sayGoodbye() throws(OutputError) {
        try write((output.isAtLineStart ? "" : "\n") + renderer.restore + "Bye.\n")
    }

    /// Writes to standard output at once.
    private func write(_ text: String) throws(OutputError) {
        try output.write(text)
    }

    private func run(_ command: String, _ argument: String) async {
        switch (app.showing, command.lowercased()) {
        case (.login, "username"):
            app.login.type(username: argument)
        case (.login, "password"):
            app.login.type(password: argument)
        case (.login, "login"):
            await logIn()
        case (.main, "filter"):
            app.main.type(filter: argument)
        case (.main, "open"):
            guard !app.main.rows.isEmpty else {
                message = "No item to open: no item matches the filter."
                return
            }
            guard let number = Int(argument), app.main.rows.indices.contains(number - 1) else {
                message = "Open which item? Give a number from 1 to \(app.main.rows.count)."
                return
            }
            app.main.rows[number - 1].viewModel.selectTapped()
        case (.main, "close"):
            guard let detail = app.main.detail else {
                message = "No item is open."
                return
            }
            detail.viewModel.closeTapped()
        case (.main, "logout"):
            app.main.viewModel?.logOutTapped()
        case (_, "username"), (_, "password"), (_, "login"), (_, "filter"), (_, "open"), (_, "close"),
            (_, "logout"):
            message = "'\(command)' is not available on this screen."
        default:
            message = "Unknown command '\(command)'. Type 'help' to list the commands."
        }
    }

    private func logIn() async {
        guard let login = app.login.viewModel else { return }
        guard login.logInTapped() else {
            // The view model presents a failure on the screen; a login that did not start is explained here.
            message = login.state.isLoggingIn ? "Already logging in." : "Fill in both username and password first."
            return
        }
        // The login is the screen's task: the next screen is drawn once it has ended.
        for await state in login.states.values where !state.isLoggingIn { break }
    }

    private func draw() throws(OutputError) {
        let screen = renderer.screen(of: app, message: message)
        try write(isInteractive ? renderer.clear + screen + "\n" + (prompt?.drawn ?? "> ") : screen + "\n\n")
    }
}

extension String {
    /// The text with its first letter in upper case.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The text without leading and trailing whitespace.
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}

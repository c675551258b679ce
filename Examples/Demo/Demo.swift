import Fractal
import Foundation
import LoginSample

/// The running demo: the root view model presented into the terminal views,
/// and the commands a user types.
@MainActor
final class Demo {
    private let scheduler = SettlingScheduler()
    private let app: AppView
    private let renderer: Renderer
    private let isInteractive: Bool
    private var presentation: (any Disposable)?
    private var message: String?

    init(isInteractive: Bool, usesANSI: Bool) {
        app = AppView(scheduler: scheduler)
        renderer = Renderer(usesANSI: usesANSI)
        self.isInteractive = isInteractive
    }

    /// Presents the root and draws the first screen.
    func start(username: String?, password: String?) async {
        let root = RootViewModel(dependencies: AppServices.sample(), context: .init(scheduler: scheduler))
        presentation = root <- app
        await scheduler.settled()
        if let username { app.login.type(username: username) }
        if let password { app.login.type(password: password) }
        draw()
    }

    /// Runs one command line; returns false when the demo should quit.
    func handle(_ line: String) async -> Bool {
        if !isInteractive { write("> \(line)\n") }
        message = nil
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let command = words.first?.lowercased() ?? ""
        let argument = words.count > 1 ? words[1].trimmingCharacters() : ""
        switch command {
        case "":
            message = "Type a command, or 'help' to list them."
        case "quit", "exit", "q":
            return false
        case "help", "?":
            message = "Login: username NAME, password TEXT, login. Main: open N, close, logout. Anywhere: help, quit."
        default:
            await run(command, argument)
        }
        await scheduler.settled()
        draw()
        return true
    }

    /// Disposes the root presentation and lets every teardown run.
    func stop() async {
        presentation?.dispose()
        presentation = nil
        await scheduler.settled()
    }

    /// Puts the terminal back as it was and says goodbye.
    func sayGoodbye() {
        write(renderer.restore + "Bye.\n")
    }

    /// Writes to standard output at once. (Not through stdio: flushing stdio
    /// would wait on the lock the input thread holds while it reads a line.)
    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private func run(_ command: String, _ argument: String) async {
        switch (app.showing, command) {
        case (.login, "username"):
            app.login.type(username: argument)
        case (.login, "password"):
            app.login.type(password: argument)
        case (.login, "login"):
            await logIn()
        case (.main, "open"):
            guard let number = Int(argument), app.main.rows.indices.contains(number - 1) else {
                message = "Open which item? Give a number from 1 to \(app.main.rows.count)."
                return
            }
            app.main.rows[number - 1].select?()
        case (.main, "close"):
            guard let close = app.main.detail?.close else {
                message = "No item is open."
                return
            }
            close()
        case (.main, "logout"):
            try? await app.main.logOut?.execute()
        case (_, "username"), (_, "password"), (_, "login"), (_, "open"), (_, "close"), (_, "logout"):
            message = "'\(command)' is not available on this screen."
        default:
            message = "Unknown command '\(command)'. Type 'help' to list the commands."
        }
    }

    private func logIn() async {
        guard let action = app.login.logIn else { return }
        do throws(ActionError<AuthError>) {
            _ = try await action.execute()
        } catch {
            switch error {
            case .disabled: message = "Fill in both username and password first."
            case .executing: message = "Already logging in."
            case .failed: break  // the view model presents the error on the screen
            case .cancelled: message = "Login was cancelled."
            }
        }
    }

    private func draw() {
        let screen = renderer.screen(of: app, message: message)
        write(isInteractive ? renderer.clear + screen + "\n> " : screen + "\n\n")
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}

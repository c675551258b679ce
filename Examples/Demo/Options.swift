/// The demo's command line.
struct Options: Equatable {
    /// Which sample app runs: the login sample, the media app (`media`) or
    /// the stand-ups app (`standups`).
    enum App: String, Equatable, CaseIterable {
        /// The login sample (Root → Login | Main): no subcommand.
        case login
        /// The media app (`fractal-demo media`).
        case media
        /// The stand-ups app (`fractal-demo standups`).
        case standups
    }

    /// The app to run.
    var app = App.login
    /// The script to read commands from, one per line (`--script FILE`).
    var scriptPath: String?
    /// Text for the username field (`--username NAME`).
    var username: String?
    /// Text for the password field (`--password TEXT`).
    var password: String?
    /// The deep link the media or stand-ups app starts with (`--route PATH`).
    var route: String?
    /// The file the stand-ups are kept in (`--file PATH`; `standups` only).
    var filePath: String?
    /// Whether to print the help and exit (`-h`, `--help`).
    var showsHelp = false
}

/// A command line the demo cannot run: the message says what is wrong.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

extension Options {
    private static let valueFlags = ["--script", "--username", "--password", "--route", "--file"]

    /// Where the stand-ups app keeps its stand-ups without `--file`: in the
    /// current directory.
    static let defaultStandupsFile = "standups.json"

    /// Parses the arguments after the program's name.
    ///
    /// The first argument that is not a flag or a flag's value names the
    /// app: `media`, `standups`, or none for the login sample. A flag's value is the next
    /// argument or follows `=` (`--script=FILE`). Every argument is checked,
    /// so an unknown flag is an error even beside `--help`.
    ///
    /// - Throws: `UsageError` for an unknown flag or subcommand, a stray
    ///   argument, a flag without its value, a flag given twice, or a flag
    ///   the chosen app does not take (`--route` for the login sample,
    ///   `--username` or `--password` for another app, `--file` for an app
    ///   other than `standups`).
    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var hasSubcommand = false
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                showsHelp = true
                continue
            }
            if !argument.hasPrefix("-"), !hasSubcommand {
                guard let chosen = App(rawValue: argument), chosen != .login else {
                    throw UsageError(description: "unknown subcommand '\(argument.visible)' (the subcommands are 'media' and 'standups')")
                }
                hasSubcommand = true
                app = chosen
                continue
            }
            var flag = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard Self.valueFlags.contains(flag) else {
                throw UsageError(
                    description: argument.hasPrefix("-")
                        ? "unknown option '\(flag.visible)'" : "unexpected argument '\(argument.visible)'")
            }
            if value == nil, let next = remaining.first, !Self.valueFlags.contains(next), next != "-h", next != "--help" {
                value = remaining.popFirst()
            }
            guard let value else { throw UsageError(description: "option '\(flag)' needs a value") }
            switch flag {
            case "--script": try Self.set(&scriptPath, flag, value)
            case "--username": try Self.set(&username, flag, value)
            case "--route": try Self.set(&route, flag, value)
            case "--file": try Self.set(&filePath, flag, value)
            default: try Self.set(&password, flag, value)
            }
        }
        try checkFlagsFitTheApp()
    }

    private func checkFlagsFitTheApp() throws(UsageError) {
        if app == .login, route != nil {
            throw UsageError(description: "option '--route' is for the media and stand-ups apps: fractal-demo media|standups --route PATH")
        }
        if app != .login {
            for (flag, value) in [("--username", username), ("--password", password)] where value != nil {
                throw UsageError(description: "option '\(flag)' is for the login sample, not '\(app.rawValue)'")
            }
        }
        if app != .standups, filePath != nil {
            throw UsageError(description: "option '--file' is for the stand-ups app: fractal-demo standups --file PATH")
        }
    }

    private static func set(_ option: inout String?, _ flag: String, _ value: String) throws(UsageError) {
        guard option == nil else { throw UsageError(description: "option '\(flag)' was given twice") }
        option = value
    }

    /// The synopsis: the login sample's line, then the media app's and the stand-ups app's.
    static let synopsis = """
        usage: fractal-demo [--script FILE] [--username NAME] [--password TEXT] [-h | --help]
               fractal-demo media [--script FILE] [--route PATH] [-h | --help]
               fractal-demo standups [--script FILE] [--route PATH] [--file PATH] [-h | --help]
        """

    /// What `--help` prints: the flags, each screen's commands and the exit statuses.
    static var help: String {
        var lines = [
            synopsis,
            "",
            "Runs a FractalMVVM sample app in the terminal: the login sample",
            "(Root → Login | Main), with 'media' the media app (sign-in, then the",
            "tabs catalog and movies, with routes and deep links such as",
            "movies/v-for-vendetta), or with 'standups' the stand-up meeting app",
            "(a list, an add/edit form, a stand-up's detail, a meeting recorder whose",
            "timer ticks every second, alerts, deep links such as",
            "standups/<id>/record, the stand-ups kept in a JSON file). Type a command",
            "and press Enter; without a terminal, commands are read one per line from",
            "standard input and every screen is printed.",
            "",
            "At a terminal the line is edited as it is typed: left and right (Ctrl-left",
            "and Ctrl-right by words), Home and End (Ctrl-A, Ctrl-E), Backspace and",
            "Delete, Ctrl-U and Ctrl-K (delete before and after the cursor), Ctrl-W",
            "(the word before); up and down recall the lines entered before; Alt-b and",
            "Alt-f, or Escape then b or f, move by words, and a key pressed after Escape",
            "is typed as it is. Other keys and escape sequences are never typed into the",
            "line. Ctrl-C, and Ctrl-D on an empty line, quit. Ctrl-Z stops the demo as",
            "any program at a shell ('fg' continues it, the line drawn again), and",
            "Ctrl-\\ ends it at once (SIGQUIT). Stopped or ended by a signal (Ctrl-Z,",
            "SIGTSTP, SIGTERM, SIGHUP, SIGINT, SIGQUIT), the demo leaves the terminal",
            "as it found it.",
            "",
            "Options:",
            "  --script FILE      read commands from FILE, one per line, and print each screen",
            "                     (a regular file of at most 1 MiB: not a FIFO or device)",
            "  --username NAME    fill in the login form's username (login sample)",
            "  --password TEXT    fill in the login form's password (login sample)",
            "  --route PATH       start the media or stand-ups app with the deep link PATH;",
            "                     a refused one shows 'error: …' and the app starts where",
            "                     it would without it (sign-in, the list of stand-ups)",
            "  --file PATH        keep the stand-ups in the JSON file PATH (standups only;",
            "                     default: \(defaultStandupsFile) in the current directory)",
            "  -h, --help         show this help",
        ]
        let all = CommandHelp.groups + CommandHelp.mediaGroups + CommandHelp.standupsGroups
        let width = all.flatMap(\.commands).map(\.usage.count).max() ?? 0
        func list(_ commands: [CommandHelp]) -> [String] {
            commands.map { "  " + $0.usage.padding(toLength: width) + "  " + $0.summary }
        }
        for group in CommandHelp.groups {
            lines += ["", "Commands \(group.place):"] + list(group.commands)
        }
        for group in CommandHelp.mediaGroups {
            lines += ["", "Media app commands, \(group.place):"] + list(group.commands)
        }
        lines += [
            "",
            "Media app output: the screen starts with the current route; 'route' prints",
            "'route: PATH' on a line of its own; a refused route or a command that cannot",
            "be done prints 'error: …' and leaves the screen as it was.",
        ]
        for group in CommandHelp.standupsGroups {
            lines += ["", "Stand-ups app commands, \(group.place):"] + list(group.commands)
        }
        lines += ["", "Stand-ups app notes:"] + CommandHelp.standupsNotes.map { "  " + $0 }
        lines += [
            "",
            "Exit status: 0 when the demo quits normally (a refused --route and commands",
            "that cannot be done included: they print 'error: …'), 1 when input is not",
            "valid UTF-8, piped input has a line over 1 MiB, or output cannot be written,",
            "2 when the command line is wrong or the script cannot be read (missing, not",
            "a regular file, over 1 MiB), 3 when the stand-ups app quits with its last",
            "change not saved (a failed save or a conflict not resolved: the change is",
            "lost). At a terminal, bytes that are not UTF-8 are typed as U+FFFD.",
        ]
        return lines.joined(separator: "\n")
    }
}

/// One command the demo understands, as `help` and `--help` list it.
struct CommandHelp {
    /// How it is typed (`open N`).
    let usage: String
    /// What it does.
    let summary: String

    /// The one-line list `help` prints for `groups`: each place, capitalised,
    /// with its commands' usages.
    static func line(for groups: [(place: String, commands: [CommandHelp])]) -> String {
        groups.map { group in
            "\(group.place.capitalizedFirst): \(group.commands.map(\.usage).joined(separator: ", "))."
        }.joined(separator: " ")
    }

    /// The commands, by the screen that takes them.
    static let groups: [(place: String, commands: [CommandHelp])] = [
        (
            "on the login screen",
            [
                CommandHelp(usage: "username NAME", summary: "type NAME into the username field"),
                CommandHelp(usage: "password TEXT", summary: "type TEXT into the password field"),
                CommandHelp(usage: "login", summary: "log in (try ada / lovelace)"),
            ]
        ),
        (
            "on the main screen",
            [
                CommandHelp(usage: "filter TEXT", summary: "list only the items whose title contains TEXT (none: all)"),
                CommandHelp(usage: "open N", summary: "open item N of the list"),
                CommandHelp(usage: "close", summary: "close the open item"),
                CommandHelp(usage: "logout", summary: "log out"),
            ]
        ),
        (
            "anywhere",
            [
                CommandHelp(usage: "help, ?", summary: "list the commands"),
                CommandHelp(usage: "quit, exit, q", summary: "quit (so do Ctrl-C and Ctrl-D)"),
            ]
        ),
    ]
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

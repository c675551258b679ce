/// The demo's command line.
struct Options: Equatable {
    /// The script to read commands from, one per line (`--script FILE`).
    var scriptPath: String?
    /// Text for the username field (`--username NAME`).
    var username: String?
    /// Text for the password field (`--password TEXT`).
    var password: String?
    /// Whether to print the help and exit (`-h`, `--help`).
    var showsHelp = false
}

/// A command line the demo cannot run: the message says what is wrong.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

extension Options {
    private static let valueFlags = ["--script", "--username", "--password"]

    /// Parses the arguments after the program's name.
    ///
    /// A flag's value is the next argument or follows `=` (`--script=FILE`).
    /// Every argument is checked, so an unknown flag is an error even beside
    /// `--help`.
    ///
    /// - Throws: `UsageError` for an unknown flag, a stray argument, a flag
    ///   without its value or a flag given twice.
    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                showsHelp = true
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
            default: try Self.set(&password, flag, value)
            }
        }
    }

    private static func set(_ option: inout String?, _ flag: String, _ value: String) throws(UsageError) {
        guard option == nil else { throw UsageError(description: "option '\(flag)' was given twice") }
        option = value
    }

    /// The one-line synopsis.
    static let synopsis = "usage: fractal-demo [--script FILE] [--username NAME] [--password TEXT] [-h | --help]"

    /// What `--help` prints: the flags, each screen's commands and the exit statuses.
    static var help: String {
        var lines = [
            synopsis,
            "",
            "Runs the FractalMVVM sample app (Root → Login | Main) in the terminal.",
            "Type a command and press Enter; without a terminal, commands are read",
            "one per line from standard input and every screen is printed.",
            "",
            "Options:",
            "  --script FILE      read commands from FILE, one per line, and print each screen",
            "  --username NAME    fill in the login form's username",
            "  --password TEXT    fill in the login form's password",
            "  -h, --help         show this help",
        ]
        for group in CommandHelp.groups {
            lines += ["", "Commands \(group.place):"]
            lines += group.commands.map { "  " + $0.usage.padding(toLength: 17) + "  " + $0.summary }
        }
        lines += [
            "",
            "Exit status: 0 when the demo quits normally, 1 when input is not valid UTF-8",
            "or output cannot be written, 2 when the command line or the script is wrong.",
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

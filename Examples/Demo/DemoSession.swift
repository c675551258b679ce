/// What `main.swift` runs: the login demo (``Demo``) or the media demo
/// (``MediaDemo``). Both draw a first screen, take one command line at a
/// time, and tear their tree down before they say goodbye.
@MainActor
protocol DemoSession: AnyObject {
    /// Presents the app and draws the first screen.
    func start() async throws(OutputError)

    /// Runs one command line; returns false when the demo should quit.
    func handle(_ line: String) async throws(OutputError) -> Bool

    /// Disposes the app's presentation and lets every teardown run.
    func stop() async

    /// Puts the terminal back as it was and says goodbye on a line of its own.
    func sayGoodbye() throws(OutputError)

    /// Whether quitting now loses a change the app could not save (the exit
    /// status then says so).
    var quitsWithUnsavedChanges: Bool { get }
}

extension DemoSession {
    /// The login and media demos save nothing: quitting loses nothing.
    var quitsWithUnsavedChanges: Bool { false }
}

/// A command line as both demos read it: the first word is the command, the
/// rest (trimmed) its argument, both as typed.
struct TypedCommand {
    /// The first word (`open`).
    let name: String
    /// Everything after it, without surrounding whitespace (`2`).
    let argument: String

    init(_ line: String) {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        name = words.first ?? ""
        argument = words.count > 1 ? words[1].trimmingCharacters() : ""
    }
}

extension String {
    /// The number the text is, when it is only ASCII digits (no sign, no
    /// spaces, at most 9 digits): what the commands' `N` and `SECONDS` take.
    var wholeNumber: Int? {
        guard !isEmpty, utf8.count <= 9, utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(self)
    }
}

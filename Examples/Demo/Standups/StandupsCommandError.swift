/// Why a stand-ups command was not done, in words that follow `error: `.
///
/// Text in it may come from input (a typed command, a title, a route): the
/// renderer makes it visible before it reaches the terminal.
struct StandupsCommandError: Error, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    let description: String

    init(stringLiteral value: String) { description = value }

    init(stringInterpolation: DefaultStringInterpolation) { description = String(stringInterpolation: stringInterpolation) }

    /// The error of the app or the library (a `RouteError`, an `AlertError`), as it describes itself.
    init(_ error: some Error) { description = "\(error)" }
}

extension CommandHelp {
    /// The media demo's commands (`fractal-demo media`), by when they apply:
    /// what `help` and `--help` list, and the screens' command lines.
    static let mediaGroups: [(place: String, commands: [CommandHelp])] = [
        (
            "signed out",
            [
                CommandHelp(usage: "signin NAME", summary: "sign in as NAME; a deep link waiting for it opens")
            ]
        ),
        (
            "signed in",
            [
                CommandHelp(usage: "tab catalog|movies", summary: "select a tab (each keeps its own place)"),
                CommandHelp(usage: "open N", summary: "open movie N of the list (1 is the first)"),
                CommandHelp(usage: "back", summary: "go back from the open movie to the list"),
                CommandHelp(usage: "favorite", summary: "mark the open movie as a favorite, or unmark it"),
                CommandHelp(usage: "signout", summary: "sign out"),
            ]
        ),
        (
            "anywhere",
            [
                CommandHelp(usage: "route PATH", summary: "follow the deep link PATH (movies/alien, media://movies/alien)"),
                CommandHelp(usage: "route", summary: "print the current route as 'route: PATH'"),
                CommandHelp(usage: "help, ?", summary: "list the commands"),
                CommandHelp(usage: "quit, exit, q", summary: "quit (so do Ctrl-C and Ctrl-D)"),
            ]
        ),
    ]
}

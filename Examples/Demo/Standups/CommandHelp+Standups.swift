extension CommandHelp {
    /// The places of ``standupsGroups``, so that a screen can ask for its own group.
    enum StandupsPlace: Int, CaseIterable {
        case list, form, detail, meeting, recorder, alert, anywhere
    }

    /// The stand-ups demo's commands (`fractal-demo standups`), by the screen
    /// that takes them: what `help` and `--help` list, and the screens' command lines.
    static let standupsGroups: [(place: String, commands: [CommandHelp])] = [
        (
            "on the list",
            [
                CommandHelp(usage: "add", summary: "open the form for a new stand-up"),
                CommandHelp(usage: "open N", summary: "open stand-up N of the list (1 is the first)"),
                CommandHelp(usage: "delete N", summary: "delete stand-up N"),
            ]
        ),
        (
            "in the add or edit form",
            [
                CommandHelp(usage: "title TEXT", summary: "set the title"),
                CommandHelp(usage: "duration MIN|Ns", summary: "set the length: whole minutes (5), or seconds ending in s (90s)"),
                CommandHelp(usage: "theme NAME", summary: "set the colour theme (bubblegum, buttercup, indigo, …)"),
                CommandHelp(usage: "attendee NAME", summary: "add an attendee (an empty row is filled first)"),
                CommandHelp(usage: "remove N", summary: "remove attendee N"),
                CommandHelp(usage: "save", summary: "add the new stand-up, or keep the edits"),
                CommandHelp(usage: "cancel", summary: "close the form, changing nothing"),
            ]
        ),
        (
            "on a stand-up's detail",
            [
                CommandHelp(usage: "start", summary: "start a meeting (see Speech below)"),
                CommandHelp(usage: "edit", summary: "edit the stand-up in the form"),
                CommandHelp(usage: "delete", summary: "delete the stand-up (asks first)"),
                CommandHelp(usage: "open N", summary: "open past meeting N"),
                CommandHelp(usage: "remove N", summary: "remove past meeting N"),
                CommandHelp(usage: "back", summary: "go back to the list"),
            ]
        ),
        (
            "on a past meeting",
            [
                CommandHelp(usage: "back", summary: "go back to the stand-up")
            ]
        ),
        (
            "in the meeting recorder",
            [
                CommandHelp(usage: "next", summary: "pass to the next speaker (after the last, asks to end)"),
                CommandHelp(usage: "end", summary: "end the meeting early (asks: save, discard or resume)"),
            ]
        ),
        (
            "while an alert is shown",
            [
                CommandHelp(usage: "tap N|TITLE", summary: "tap the alert's button N, or the one titled TITLE")
            ]
        ),
        (
            "anywhere",
            [
                CommandHelp(usage: "route PATH", summary: "follow the deep link PATH (standups, standups/<id>, standups/<id>/record)"),
                CommandHelp(usage: "route", summary: "print the current route as 'route: PATH'"),
                CommandHelp(usage: "wait SECONDS", summary: "let SECONDS pass on the meeting's clock (see Time below)"),
                CommandHelp(usage: "help, ?", summary: "list the commands"),
                CommandHelp(usage: "quit, exit, q", summary: "quit (so do Ctrl-C and Ctrl-D)"),
            ]
        ),
    ]

    /// The commands of one place of ``standupsGroups``.
    static func standups(_ place: StandupsPlace) -> [CommandHelp] {
        standupsGroups[place.rawValue].commands
    }

    /// What `--help` says about the stand-ups app beyond its commands.
    static let standupsNotes = [
        "Screens: each starts with the current route; an alert is drawn below its",
        "screen with numbered buttons, and until it is answered ('tap N') only the",
        "commands that work anywhere do. A command that cannot be done prints",
        "'error: …' and changes nothing.",
        "Speech: Linux has no speech recognizer, so the demo's speech client answers",
        "'denied', as a user who said no would: 'start' shows the 'Speech recognition",
        "denied' alert, and 'tap 1' (Continue without recording) starts the meeting",
        "with an empty transcript. 'Open settings' has no settings to open here.",
        "Time: at a terminal the recorder's timer ticks every second on the main",
        "queue and the screen is drawn again at each tick, the line being typed",
        "with it; 'wait SECONDS' sleeps, and any key ends the wait early (the key",
        "does nothing else: Ctrl-C then ends the wait, not the demo); Ctrl-Z and",
        "Ctrl-\\ stop or end the demo as ever.",
        "Without a terminal (--script, piped input) time is virtual: the clock moves",
        "only with 'wait SECONDS', at once, so a script prints the same every run.",
        "Storage: each change to the stand-ups is saved to --file at once and",
        "atomically (a new file renamed over the old: never half-written). A file",
        "that cannot be read or decoded is reported ('! …', with where it will go)",
        "and left as it is; the next save first moves it aside to PATH.corrupt",
        "(PATH.corrupt-2, -3… if taken), where PATH is the file a symbolic link",
        "names, for a link. A file another program saved since the demo read it",
        "is not overwritten: the save is reported as a conflict, and 'reload'",
        "shows the file's stand-ups (dropping the change) or 'overwrite' saves",
        "these over it. A failed save is reported until a save succeeds; quitting",
        "then says that the last change is not on disk, and exits with status 3.",
        "Routes: a running meeting refuses 'route PATH' (following it would throw",
        "the meeting away): 'end' it first.",
    ]
}

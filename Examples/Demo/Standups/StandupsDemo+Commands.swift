import Fractal
import Standups

extension StandupsDemo {
    /// Every command the stand-ups demo knows (but `wait`, `help` and `quit`,
    /// which `handle(_:)` runs), so that one typed on the wrong screen is
    /// told apart from one that does not exist.
    private static let commandNames: Set<String> = [
        "add", "open", "delete", "title", "duration", "theme", "attendee", "remove", "save", "cancel", "start", "edit", "back",
        "next", "end", "tap", "route",
    ]

    /// Runs `command` on the screen shown, as a tap there would: each sends
    /// the app the event its button sends.
    ///
    /// - Throws: A ``StandupsCommandError`` naming the command when it is
    ///   unknown, not available on this screen (an alert takes only `tap`),
    ///   or given a wrong argument; nothing was sent then.
    func perform(_ command: String, _ argument: String) throws(StandupsCommandError) {
        let name = command.lowercased()
        if name == "route" {
            if argument.isEmpty { message = .route(StandupsRenderer.route(of: state)) } else { try follow(argument) }
            return
        }
        let screen = VisibleScreen(state)
        if let alert = screen.alert {
            guard name == "tap" else {
                try checkKnown(command)
                throw "an alert is open: answer it first with 'tap N' (1 to \(alert.buttons.count)) or 'tap TITLE'"
            }
            return try tap(argument, in: alert)
        }
        switch (screen, name) {
        case (.list, "add"):
            try expectNoArgument(command, argument)
            send(.list(.addTapped))
        case (.list, "open"):
            let index = try number(argument, count: state.list.standups.count, of: "stand-up", verb: command)
            send(.list(.standupTapped(state.list.standups[index].id)))
        case (.list, "delete"):
            let index = try number(argument, count: state.list.standups.count, of: "stand-up", verb: command)
            send(.list(.deleteStandups(atOffsets: [index])))
        case (.addForm, "save"):
            try expectNoArgument(command, argument)
            send(.list(.confirmAddTapped))
        case (.addForm, "cancel"):
            try expectNoArgument(command, argument)
            send(.list(.dismissAddTapped))
        case (.addForm(let form), _) where Self.formCommands.contains(name):
            try edit(form, name, argument) { .list(.addForm($0)) }
        case (.editForm(let id, _), "save"):
            try expectNoArgument(command, argument)
            send(.path(.element(id: id, event: .detail(.doneEditingTapped))))
        case (.editForm(let id, _), "cancel"):
            try expectNoArgument(command, argument)
            send(.path(.element(id: id, event: .detail(.cancelEditTapped))))
        case (.editForm(let id, let form), _) where Self.formCommands.contains(name):
            try edit(form, name, argument) { .path(.element(id: id, event: .detail(.edit($0)))) }
        case (.detail(let id, let detail), _) where ["start", "edit", "delete", "open", "remove"].contains(name):
            try detailCommand(name, command, argument, id: id, detail: detail)
        case (.detail(let id, _), "back"), (.meeting(let id, _, _), "back"):
            try expectNoArgument(command, argument)
            send(.path(.popFrom(id: id)))
        case (.recorder(let id, _), "next"):
            try expectNoArgument(command, argument)
            send(.path(.element(id: id, event: .record(.nextTapped))))
        case (.recorder(let id, _), "end"):
            try expectNoArgument(command, argument)
            send(.path(.element(id: id, event: .record(.endMeetingTapped))))
        case (_, "tap"):
            throw "no alert is open: there is no button to tap"
        case (.recorder, "back"):
            throw "the meeting is running: 'end' it first (or 'next' through the speakers)"
        case (.addForm, "back"), (.editForm, "back"):
            throw "the form is open: 'save' or 'cancel' it"
        case (.list, "back"):
            throw "nothing to go back from: this is the list"
        default:
            try checkKnown(command)
            throw "'\(command)' is not available on this screen (type 'help' to list the commands)"
        }
    }

    /// The form's own commands (`save` and `cancel` depend on the form).
    private static let formCommands: Set<String> = ["title", "duration", "theme", "attendee", "remove"]

    private func detailCommand(_ name: String, _ command: String, _ argument: String, id: StackID, detail: StandupDetailState)
        throws(StandupsCommandError)
    {
        let event: StandupDetailEvent
        switch name {
        case "start", "edit", "delete":
            try expectNoArgument(command, argument)
            event = name == "start" ? .startMeetingTapped : name == "edit" ? .editTapped : .deleteTapped
        case "open":
            let meetings = detail.standup.meetings
            event = .meetingTapped(meetings[try number(argument, count: meetings.count, of: "past meeting", verb: command)].id)
        default:
            let meetings = detail.standup.meetings
            event = .deleteMeetings(atOffsets: [try number(argument, count: meetings.count, of: "past meeting", verb: command)])
        }
        send(.path(.element(id: id, event: .detail(event))))
    }

    /// Runs a command of the add or edit form, whose events `embed` makes the app's.
    private func edit(
        _ form: StandupFormState, _ name: String, _ argument: String, embed: (StandupFormEvent) -> StandupsEvent
    ) throws(StandupsCommandError) {
        var standup = form.standup
        switch name {
        case "title":
            guard !argument.isEmpty else { throw "title needs the text: title TEXT" }
            standup.title = argument
        case "duration":
            standup.duration = try Self.duration(argument)
        case "theme":
            guard let theme = Theme(rawValue: argument.lowercased()) else {
                let which = argument.isEmpty ? "which theme?" : "unknown theme '\(argument)';"
                throw "\(which) the themes are \(Theme.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            standup.theme = theme
        case "attendee":
            guard !argument.isEmpty else { throw "attendee needs a name: attendee NAME" }
            if let empty = standup.attendees.first(where: { $0.name.allSatisfy(\.isWhitespace) }) {
                standup.attendees[id: empty.id]?.name = argument
            } else {
                send(embed(.addAttendeeTapped))
                guard let added = currentForm?.standup else { return }
                standup = added
                guard let last = standup.attendees.last else { return }
                standup.attendees[id: last.id]?.name = argument
            }
        default:
            let index = try number(argument, count: standup.attendees.count, of: "attendee", verb: "remove")
            send(embed(.deleteAttendees(atOffsets: [index])))
            return
        }
        send(embed(.edited(standup)))
    }

    /// The form on top, if one is.
    private var currentForm: StandupFormState? {
        switch VisibleScreen(state) {
        case .addForm(let form), .editForm(_, let form): form
        default: nil
        }
    }

    /// A stand-up's length as `duration MIN|Ns` takes it, and nothing else:
    /// whole minutes (`5`) or seconds ending in `s` (`90s`), 1 s to 120 min.
    static func duration(_ text: String) throws(StandupsCommandError) -> Duration {
        let isSeconds = text.hasSuffix("s")
        guard let number = (isSeconds ? String(text.dropLast()) : text).wholeNumber, number > 0, isSeconds ? number <= 7200 : number <= 120
        else {
            throw "duration takes whole minutes (5) or seconds ending in s (90s), from 1s to 120 minutes"
        }
        return .seconds(isSeconds ? number : number * 60)
    }

    /// Taps the button of `alert` numbered or titled `argument` (titles match in any case).
    private func tap(_ argument: String, in alert: AlertState<StandupsEvent>) throws(StandupsCommandError) {
        let count = alert.buttons.count
        let button: AlertButton<StandupsEvent>
        if let number = argument.wholeNumber {
            guard alert.buttons.indices.contains(number - 1) else { throw "no button \(number) (the alert has \(count): 1 to \(count))" }
            button = alert.buttons[number - 1]
        } else if argument.isEmpty {
            throw "tap which button? give its number, 1 to \(count), or its title"
        } else {
            do {
                button = try alert.button(titled: argument)
            } catch {
                guard let match = alert.buttons.first(where: { $0.title.lowercased() == argument.lowercased() }) else {
                    throw StandupsCommandError(error)
                }
                button = match
            }
        }
        if case .path(.element(_, .detail(.alert(.openSettings))))? = button.event {
            message = .note("This terminal has no settings to open: speech recognition stays denied.")
        }
        if let event = button.event { send(event) }
    }

    /// Follows the deep link `text`: a path (`standups/<id>/record`) or a
    /// URL (`standups://standups/<id>`). The screens shown are closed first
    /// (their timers stop), then the route's screens are opened, each made
    /// from the one below it; a refused link changes nothing. A running
    /// meeting refuses every link: it would be thrown away unsaved.
    func follow(_ text: String) throws(StandupsCommandError) {
        let path: Stack<StandupsScreen>
        do throws(RouteError) {
            path = try state.path(for: StandupsRoute(route: Route(url: text)))
        } catch {
            throw StandupsCommandError(error)
        }
        if state.path.entries.contains(where: { if case .record = $0.element { true } else { false } }) {
            throw "a meeting is running: 'end' it first (then save or discard it)"
        }
        if state.list.addForm != nil { send(.list(.dismissAddTapped)) }
        // `.open` replaces the stack: the composition cancels the old screens' work.
        startRecorderIfShown()
        send(.open(path))
    }

    /// The index of item `argument` (counted from 1, as the screen numbers them) of `count`.
    private func number(_ argument: String, count: Int, of noun: String, verb: String) throws(StandupsCommandError) -> Int {
        guard count > 0 else { throw "there is no \(noun) to \(verb.lowercased())" }
        guard let number = argument.wholeNumber else { throw "\(verb.lowercased()) which \(noun)? give its number, 1 to \(count)" }
        guard (1...count).contains(number) else { throw "no \(noun) \(number) (there are \(count): 1 to \(count))" }
        return number - 1
    }

    private func expectNoArgument(_ command: String, _ argument: String) throws(StandupsCommandError) {
        guard argument.isEmpty else { throw "'\(command)' takes no argument" }
    }

    private func checkKnown(_ command: String) throws(StandupsCommandError) {
        guard Self.commandNames.contains(command.lowercased()) else {
            throw "unknown command '\(command)' (type 'help' to list the commands)"
        }
    }
}

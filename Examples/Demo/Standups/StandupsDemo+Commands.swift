import Fractal

extension StandupsDemo {
    /// Every command the stand-ups demo knows (but `wait`, `help` and `quit`,
    /// which `handle(_:)` runs), so that one typed on the wrong screen is
    /// told apart from one that does not exist.
    private static let commandNames: Set<String> = [
        "add", "open", "delete", "title", "duration", "theme", "attendee", "remove", "save", "cancel", "start", "edit", "back",
        "next", "end", "tap", "route",
    ]

    /// Runs `command` on the screen shown, as a tap there would: each calls
    /// the method of the view model on screen that its button calls.
    ///
    /// - Throws: A ``StandupsCommandError`` naming the command when it is
    ///   unknown, not available on this screen (an alert takes only `tap`),
    ///   or given a wrong argument; nothing was called then.
    func perform(_ command: String, _ argument: String) throws(StandupsCommandError) {
        let name = command.lowercased()
        if name == "route" {
            if argument.isEmpty { message = .route(StandupsRenderer.route(of: view.visible)) } else { try follow(argument) }
            return
        }
        let screen = view.visible
        if let alert = screen.alert {
            guard name == "tap" else {
                try checkKnown(command)
                throw "an alert is open: answer it first with 'tap N' (1 to \(alert.buttons.count)) or 'tap TITLE'"
            }
            return try tap(argument, in: alert, over: screen)
        }
        switch (screen, name) {
        case (.list, "add"):
            try expectNoArgument(command, argument)
            app.addTapped()
        case (.list(let standups), "open"):
            app.standupTapped(standups[try number(argument, count: standups.count, of: "stand-up", verb: command)])
        case (.list(let standups), "delete"):
            app.deleteStandups(atOffsets: [try number(argument, count: standups.count, of: "stand-up", verb: command)])
        case (.addForm, "save"):
            try expectNoArgument(command, argument)
            app.confirmAddTapped()
        case (.addForm(let form, _), "cancel"):
            try expectNoArgument(command, argument)
            form.dismiss()
        case (.addForm(let form, let state), _) where Self.formCommands.contains(name):
            try edit(form, state, name, argument)
        case (.editForm(let detail, _, _), "save"):
            try expectNoArgument(command, argument)
            detail.doneEditingTapped()
        case (.editForm(_, let form, _), "cancel"):
            try expectNoArgument(command, argument)
            form.dismiss()
        case (.editForm(_, let form, let state), _) where Self.formCommands.contains(name):
            try edit(form, state, name, argument)
        case (.detail(let detail, let state), _) where ["start", "edit", "delete", "open", "remove"].contains(name):
            try detailCommand(name, command, argument, detail: detail, state: state)
        case (.detail(let detail, _), "back"):
            try expectNoArgument(command, argument)
            detail.dismiss()
        case (.meeting, "back"):
            try expectNoArgument(command, argument)
            world.path.modify { $0.removeLast() }
        case (.recorder(let record, _), "next"):
            try expectNoArgument(command, argument)
            record.nextTapped()
        case (.recorder(let record, _), "end"):
            try expectNoArgument(command, argument)
            record.endMeetingTapped()
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

    private func detailCommand(_ name: String, _ command: String, _ argument: String, detail: StandupDetail, state: StandupDetail.State)
        throws(StandupsCommandError)
    {
        let meetings = state.standup.meetings
        switch name {
        case "start", "edit", "delete":
            try expectNoArgument(command, argument)
            if name == "start" { detail.startMeetingTapped() } else if name == "edit" { detail.editTapped() } else { detail.deleteTapped() }
        case "open":
            detail.meetingTapped(meetings[try number(argument, count: meetings.count, of: "past meeting", verb: command)])
        default:
            detail.deleteMeetings(atOffsets: [try number(argument, count: meetings.count, of: "past meeting", verb: command)])
        }
    }

    /// Runs a command of the add or edit form `form`, whose view was last given `state`.
    private func edit(_ form: StandupForm, _ state: StandupForm.State, _ name: String, _ argument: String) throws(StandupsCommandError) {
        switch name {
        case "title":
            guard !argument.isEmpty else { throw "title needs the text: title TEXT" }
            form.modify { $0.standup.title = argument }
        case "duration":
            let duration = try Self.duration(argument)
            form.modify { $0.standup.duration = duration }
        case "theme":
            guard let theme = Theme(rawValue: argument.lowercased()) else {
                let which = argument.isEmpty ? "which theme?" : "unknown theme '\(argument)';"
                throw "\(which) the themes are \(Theme.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            form.modify { $0.standup.theme = theme }
        case "attendee":
            guard !argument.isEmpty else { throw "attendee needs a name: attendee NAME" }
            if let empty = state.standup.attendees.first(where: { $0.name.allSatisfy(\.isWhitespace) }) {
                form.modify { $0.standup.attendees[id: empty.id]?.name = argument }
            } else {
                // A new row, as the form's add button makes, then its name typed in.
                form.addAttendeeTapped()
                form.modify { form in
                    guard let last = form.standup.attendees.last else { return }
                    form.standup.attendees[id: last.id]?.name = argument
                }
            }
        default:
            let index = try number(argument, count: state.standup.attendees.count, of: "attendee", verb: "remove")
            form.deleteAttendees(atOffsets: [index])
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

    /// Taps the button of `alert`, shown over `screen`, numbered or titled `argument` (titles match
    /// in any case). A button with no event only takes the alert away.
    private func tap(
        _ argument: String, in alert: AlertState<VisibleScreen.Answer>, over screen: VisibleScreen
    ) throws(StandupsCommandError) {
        let count = alert.buttons.count
        let button: AlertButton<VisibleScreen.Answer>
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
        switch button.event {
        case .detail(let detail, let answer)?:
            if answer == .openSettings { message = .note("This terminal has no settings to open: speech recognition stays denied.") }
            detail.alert(answer)
        case .record(let record, let answer)?: record.alert(answer)
        case nil: screen.dismissAlert()
        }
    }

    /// Follows the deep link `text`: a path (`standups/<id>/record`) or a
    /// URL (`standups://standups/<id>`). The route's screens are made (new
    /// view models), the add form is dismissed, and the path replaced: the
    /// views dispose the old screens' presentations (their timers stop) and
    /// present the new ones. A refused link changes nothing. A running
    /// meeting refuses every link: it would be thrown away unsaved.
    func follow(_ text: String) throws(StandupsCommandError) {
        let screens: [Screen]
        do throws(RouteError) {
            screens = try world.path(for: StandupsRoute(route: Route(url: text)))
        } catch {
            throw StandupsCommandError(error)
        }
        if view.state?.path.contains(where: { if case .record = $0 { true } else { false } }) == true {
            throw "a meeting is running: 'end' it first (then save or discard it)"
        }
        view.state?.add?.dismiss()
        world.show(screens)
    }

    /// The index of item `argument` (counted from 1, as the screen numbers them) of `count`.
    private func number(_ argument: String, count: Int, of noun: String, verb: String) throws(StandupsCommandError) -> Int {
        guard count > 0 else { throw "there is no \(noun) to \(verb.lowercased())" }
        guard let number = argument.wholeNumber else { throw "\(verb.lowercased()) which \(noun)? give its number, 1 to \(count)" }
        guard (1...count).contains(number) else { throw "no \(noun) \(number) (there are \(count): 1 to \(count))" }
        return number - 1
    }

    func expectNoArgument(_ command: String, _ argument: String) throws(StandupsCommandError) {
        guard argument.isEmpty else { throw "'\(command)' takes no argument" }
    }

    private func checkKnown(_ command: String) throws(StandupsCommandError) {
        guard Self.commandNames.contains(command.lowercased()) else {
            throw "unknown command '\(command)' (type 'help' to list the commands)"
        }
    }
}

import Fractal

/// Draws the stand-ups app's current screen as text: the header with the
/// current route, the screen on top, the alert over it, the commands it
/// takes, a storage failure, and the last command's message.
///
/// Every line is drawn as a ``ScreenLine``: made visible
/// (``Swift/String/visible``) first, since titles, names, routes and
/// commands come from input, and the stand-ups from a file.
struct StandupsRenderer {
    let usesANSI: Bool

    /// What the last command has to say below the screen.
    enum Message: Equatable {
        /// A hint, such as the command list (`» …`).
        case note(String)
        /// The current route, for `route` alone (`route: PATH`).
        case route(String)
        /// A refused route or a command that cannot be done (`error: …`).
        case error(String)
    }

    /// The screen `visible`, with `storageError` (a failed load or save
    /// not followed by a successful save) and `message` below it; a file that
    /// failed to load is said to go to `asidePath` at the next save.
    func screen(of visible: VisibleScreen, storageError: StorageError?, asidePath: @autoclosure () -> String, message: Message?) -> String {
        var lines = [ScreenLine(text: "FractalMVVM stand-ups · \(Self.route(of: visible))", isBold: true), ScreenLine(text: "")]
        switch visible {
        case .list(let app): lines += StandupsListView.lines(app)
        case .addForm(_, let form): lines += StandupFormView.lines(form, isNew: true)
        case .detail(_, let detail): lines += StandupDetailView.lines(detail)
        case .editForm(_, _, let form): lines += StandupFormView.lines(form, isNew: false)
        case .meeting(let meeting, let standup): lines += MeetingView.lines(meeting, standup: standup)
        case .recorder(_, let record): lines += RecordMeetingView.lines(record)
        }
        lines.append(ScreenLine(text: ""))
        if let alert = visible.alert {
            lines += AlertView.lines(alert) + [ScreenLine(text: ""), commands(.alert, heading: "Alert")]
        } else {
            lines.append(commands(visible.place))
        }
        lines.append(commands(.anywhere, heading: "Anywhere"))
        if let storageError {
            lines += [ScreenLine(text: ""), ScreenLine(text: "! stand-ups file: \(storageError)", color: 31)]
            switch storageError {
            case .writeFailed:
                lines.append(ScreenLine(text: "  The last change is not saved; the next change tries again.", color: 31))
            case .corrupt:
                lines.append(ScreenLine(text: "  The file is left as it is; the next save moves it aside to \(asidePath()).", color: 31))
            case .readFailed:
                lines.append(
                    ScreenLine(
                        text: "  Nothing was loaded; the file is kept, and a save moves it aside to \(asidePath()) only if it can be read.", color: 31))
            case .conflict:
                lines += [
                    ScreenLine(text: "  Another program saved the file since this app read it; the last change is not saved.", color: 31),
                    ScreenLine(text: "  'reload' shows the file's stand-ups (dropping that change); 'overwrite' saves these over it.", color: 31),
                ]
            }
        }
        switch message {
        case .note(let text): lines += [ScreenLine(text: ""), ScreenLine(text: "» \(text)", color: 33)]
        case .route(let path): lines += [ScreenLine(text: ""), ScreenLine(text: "route: \(path)")]
        case .error(let text): lines += [ScreenLine(text: ""), ScreenLine(text: "error: \(text)", color: 31)]
        case nil: break
        }
        return lines.map { $0.drawn(usesANSI: usesANSI) }.joined(separator: "\n")
    }

    /// The route of the screen shown (`standups/<id>/record`).
    static func route(of visible: VisibleScreen) -> String {
        (try? visible.route.route.description) ?? "standups"
    }

    /// A commands line: the usages of one place's commands.
    private func commands(_ place: CommandHelp.StandupsPlace, heading: String = "Commands") -> ScreenLine {
        let names = CommandHelp.standups(place).map { String($0.usage.prefix { $0 != "," }) }
        return ScreenLine(text: "\(heading): " + names.joined(separator: " · "))
    }

    /// Clears the terminal before a screen (ANSI only).
    var clear: String { ScreenLine.clear(usesANSI: usesANSI) }

    /// Puts the terminal back as it was (ANSI only).
    var restore: String { ScreenLine.restore(usesANSI: usesANSI) }
}

import MediaSample

/// Draws the media app's current screen as text: the header with the
/// current route, the sign-in form or the tab bar with the selected tab's
/// content, the commands, and the last command's message.
///
/// Every line is drawn as a ``ScreenLine``: made visible
/// (``Swift/String/visible``) first, since names, routes and commands come
/// from input.
@MainActor
struct MediaRenderer {
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

    func screen(of view: MediaView, message: Message?) -> String {
        var lines = [ScreenLine(text: "FractalMVVM media demo · \(view.route)", isBold: true), ScreenLine(text: "")]
        if let signIn = view.signIn {
            lines += self.signIn(signIn) + [ScreenLine(text: ""), commands(0)]
        } else if let main = view.main {
            lines += self.main(main) + [ScreenLine(text: ""), commands(1)]
        } else {
            lines += [ScreenLine(text: "(nothing presented)"), ScreenLine(text: "")]
        }
        lines.append(commands(2, heading: "Anywhere"))
        switch message {
        case .note(let text): lines += [ScreenLine(text: ""), ScreenLine(text: "» \(text)", color: 33)]
        case .route(let path): lines += [ScreenLine(text: ""), ScreenLine(text: "route: \(path)")]
        case .error(let text): lines += [ScreenLine(text: ""), ScreenLine(text: "error: \(text)", color: 31)]
        case nil: break
        }
        return lines.map { $0.drawn(usesANSI: usesANSI) }.joined(separator: "\n")
    }

    private func signIn(_ form: SignInViewModel.State) -> [ScreenLine] {
        var lines = [
            ScreenLine(text: "Sign in", isBold: true),
            ScreenLine(text: form.message),
            ScreenLine(text: ""),
            ScreenLine(text: "  Name: \(form.name)"),
        ]
        if let error = form.error { lines.append(ScreenLine(text: "  ! \(error)", color: 31)) }
        return lines
    }

    private func main(_ view: TabBarView) -> [ScreenLine] {
        guard let state = view.state else { return [] }
        var lines = [ScreenLine(text: "Signed in as \(state.user.name)", isBold: true)]
        let titles = ["Catalog", "Movies (\(view.movies?.state?.movies.count ?? 0))"]
        let tabs = zip(MediaTab.allCases, titles).map { tab, title in tab == state.tab ? "[\(title)]" : " \(title) " }
        lines += [ScreenLine(text: "Tabs: " + tabs.joined(separator: " ")), ScreenLine(text: "")]
        switch state.tab {
        case .catalog: lines += catalog(view.catalog)
        case .movies: lines += movies(view.movies)
        }
        return lines
    }

    private func catalog(_ catalog: CatalogViewModel.State?) -> [ScreenLine] {
        guard let catalog else { return [] }
        return [
            ScreenLine(text: "Catalog", isBold: true),
            ScreenLine(text: catalog.summary),
            ScreenLine(text: "  Recommended: " + list(catalog.recommended)),
            ScreenLine(text: "  Favorites: " + list(catalog.favorites)),
        ]
    }

    private func movies(_ view: MoviesView?) -> [ScreenLine] {
        guard let view, let list = view.state else { return [] }
        if let detail = view.detail {
            let movie = detail.movie
            return [
                ScreenLine(text: "Movies › \(movie.title)", isBold: true),
                ScreenLine(text: "  \(movie.year) · \(movie.director)"),
                ScreenLine(text: detail.isFavorite ? "  ★ A favorite" : "  Not a favorite"),
            ]
        }
        var lines = [ScreenLine(text: "Movies", isBold: true)]
        for (index, movie) in list.movies.enumerated() {
            lines.append(ScreenLine(text: "  \(index + 1). \(title(movie))" + (list.favorites.contains(movie.id) ? " ★" : "")))
        }
        if list.movies.isEmpty { lines.append(ScreenLine(text: "  (no movies)")) }
        return lines
    }

    /// A movie as a list shows it: "Alien (1979)".
    private func title(_ movie: Movie) -> String { "\(movie.title) (\(movie.year))" }

    private func list(_ movies: [Movie]) -> String {
        movies.isEmpty ? "none" : movies.map(title).joined(separator: ", ")
    }

    /// A commands line: the usages of one group of ``CommandHelp/mediaGroups``.
    private func commands(_ group: Int, heading: String = "Commands") -> ScreenLine {
        let names = CommandHelp.mediaGroups[group].commands.map { String($0.usage.prefix { $0 != "," }) }
        return ScreenLine(text: "\(heading): " + names.joined(separator: " · "))
    }

    /// Clears the terminal before a screen (ANSI only).
    var clear: String { ScreenLine.clear(usesANSI: usesANSI) }

    /// Puts the terminal back as it was (ANSI only).
    var restore: String { ScreenLine.restore(usesANSI: usesANSI) }
}

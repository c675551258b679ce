import MediaSample

/// An independent model of the media app's navigation: what each step
/// should do to the route, written from the app's rules, not its code.
struct NavigationModel {
    /// One random step.
    enum Step: CustomStringConvertible {
        case route([String])
        case tab(MediaTab)
        case open(Int)
        case back
        case signOut
        case signIn(String)

        var description: String {
            switch self {
            case .route(let segments): "route \"\(segments.joined(separator: "/"))\""
            case .tab(let tab): "tab \(tab.segment)"
            case .open(let index): "open \(index)"
            case .back: "back"
            case .signOut: "signout"
            case .signIn(let name): "signin \"\(name)\""
            }
        }
    }

    let movieIDs: [String]
    private(set) var isSignedIn = false
    private(set) var tab = MediaTab.catalog
    private(set) var detail: String?
    private(set) var pending: MediaRoute?

    init(movieIDs: [String]) { self.movieIDs = movieIDs }

    /// The route the app should read back.
    var route: String {
        guard isSignedIn else { return "signin" }
        switch tab {
        case .catalog: return "catalog"
        case .movies: return detail.map { "movies/\($0)" } ?? "movies"
        }
    }

    /// Performs `step`; returns whether the app should accept it (a refused
    /// step changes nothing).
    mutating func perform(_ step: Step) -> Bool {
        switch step {
        case .route(let segments): return route(segments)
        case .tab(let tab):
            guard isSignedIn else { return false }
            self.tab = tab
        case .open(let index):
            guard isSignedIn, movieIDs.indices.contains(index) else { return false }
            tab = .movies
            detail = movieIDs[index]
        case .back:
            guard isSignedIn, tab == .movies, detail != nil else { return false }
            detail = nil
        case .signOut:
            guard isSignedIn else { return false }
            isSignedIn = false
            pending = nil
        case .signIn(let name):
            guard !isSignedIn, !name.allSatisfy({ $0 == " " }) else { return false }
            isSignedIn = true
            tab = .catalog
            detail = nil
            switch pending {
            case .none, .signIn, .catalog: break
            case .movies(.list): tab = .movies
            case .movies(.detail(let id)):
                tab = .movies
                detail = id
            }
            pending = nil
        }
        return true
    }

    private mutating func route(_ segments: [String]) -> Bool {
        let first = segments.first
        let isMovie = segments.count == 2 && first == "movies" && movieIDs.contains(segments[1])
        if isSignedIn {
            switch (first, segments.count) {
            case (nil, _), ("catalog", 1): tab = .catalog
            case ("movies", 1):
                tab = .movies
                detail = nil
            case ("movies", 2) where isMovie:
                tab = .movies
                detail = segments[1]
            default: return false
            }
        } else {
            switch (first, segments.count) {
            case (nil, _), ("signin", 1): pending = nil
            case ("catalog", 1): pending = .catalog
            case ("movies", 1): pending = .movies(.list)
            case ("movies", 2) where isMovie: pending = .movies(.detail(id: segments[1]))
            default: return false
            }
        }
        return true
    }
}

import Fractal

@testable import MediaSample

/// An independent model of the media app's navigation: what each step
/// should do to the route, written from the app's rules, not its code (it
/// reads a route's segments with `MediaRoute`, whose tests check it alone).
struct NavigationModel {
    /// One step: a command of the app.
    enum Step {
        case route([String])
        case tab(MediaTab)
        case open(Int)
        case back
        case signOut
        case signIn(String)

        /// Performs the step on `app`, as the demo's command would.
        func perform(on app: MediaApp) throws {
            switch self {
            case .route(let segments): try app.apply(route: Route(segments: segments))
            case .tab(let tab): try app.select(tab: tab)
            case .open(let index): try app.open(movieAt: index)
            case .back: try app.back()
            case .signOut: try app.signOut()
            case .signIn(let name): try app.signIn(name: name)
            }
        }
    }

    let movieIDs: [String]
    private(set) var isSignedIn = false
    private(set) var tab = MediaTab.catalog
    private(set) var detail: String?
    private(set) var pending: MediaRoute?

    /// The route the app should read back.
    var route: String {
        guard isSignedIn else { return "signin" }
        return tab == .catalog ? "catalog" : detail.map { "movies/\($0)" } ?? "movies"
    }

    /// Performs `step`; returns whether the app should accept it (a refused
    /// step changes nothing).
    mutating func perform(_ step: Step) -> Bool {
        switch step {
        case .route(let segments): return route(segments)
        case .tab(let tab) where isSignedIn: self.tab = tab
        case .open(let index) where isSignedIn && movieIDs.indices.contains(index): show(.movies(.detail(id: movieIDs[index])))
        case .back where isSignedIn && tab == .movies && detail != nil: detail = nil
        case .signOut where isSignedIn: (isSignedIn, pending) = (false, nil)
        case .signIn(let name) where !isSignedIn && !name.allSatisfy({ $0 == " " }):
            (isSignedIn, detail) = (true, nil)
            show(pending ?? .catalog)
            pending = nil
        default: return false
        }
        return true
    }

    /// A route navigates while signed in, and waits for the sign-in while
    /// signed out (`signin` and the root drop the one waiting).
    private mutating func route(_ segments: [String]) -> Bool {
        let route = segments.isEmpty ? (isSignedIn ? .catalog : .signIn) : try? MediaRoute(route: Route(segments: segments))
        switch route {
        case nil: return false
        case .signIn? where isSignedIn: return false
        case .movies(.detail(let id))? where !movieIDs.contains(id): return false
        case let route? where isSignedIn: show(route)
        case let route?: pending = route == .signIn ? nil : route
        }
        return true
    }

    /// Shows `route`'s tab, and on the movies tab its detail (the catalog
    /// leaves the movies tab's detail as it is).
    private mutating func show(_ route: MediaRoute) {
        switch route {
        case .signIn, .catalog: tab = .catalog
        case .movies(.list): (tab, detail) = (.movies, nil)
        case .movies(.detail(let id)): (tab, detail) = (.movies, id)
        }
    }
}

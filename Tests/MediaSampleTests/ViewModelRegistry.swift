import Fractal
import MediaSample

/// Every view model a ``MediaApp`` starts, held weakly (through the app's
/// ``MediaContext`` hook), so a test can check after each navigation that
/// exactly the view models reachable from the current tree are alive: the ones
/// a navigation dropped, or made for a refused route, were released.
@MainActor
final class ViewModelRegistry {
    private struct Entry {
        weak var viewModel: (any Routable & AnyObject)?
        let name: String
    }

    private var entries: [Entry] = []

    /// The context to build the app with.
    var context: MediaContext {
        MediaContext { [weak self] viewModel in
            self?.entries.append(Entry(viewModel: viewModel, name: Self.name(of: viewModel)))
        }
    }

    /// How many view models were started.
    var startedCount: Int { entries.count }

    /// The view models still alive, by identity.
    var alive: [ObjectIdentifier: String] {
        var alive: [ObjectIdentifier: String] = [:]
        for entry in entries {
            if let viewModel = entry.viewModel { alive[ObjectIdentifier(viewModel)] = entry.name }
        }
        return alive
    }

    /// The view models the app's tree holds now, by identity.
    static func reachable(in app: MediaApp) -> [ObjectIdentifier: String] {
        var viewModels: [any Routable & AnyObject] = []
        switch app.child {
        case .signIn(let signIn):
            viewModels.append(signIn)
        case .main(let main):
            viewModels += [main, main.catalog, main.movies]
            viewModels += main.movies.stack.entries.value.map(\.item)
        }
        return Dictionary(uniqueKeysWithValues: viewModels.map { (ObjectIdentifier($0), name(of: $0)) })
    }

    /// What is wrong with the view models alive, or `nil` when exactly the
    /// reachable ones are alive (every one of them registered, none disposed).
    func problems(in app: MediaApp) -> String? {
        let alive = alive
        let reachable = Self.reachable(in: app)
        var problems: [String] = []
        let leaked = alive.filter { reachable[$0.key] == nil }.map(\.value).sorted()
        if !leaked.isEmpty { problems.append("alive but dropped: \(leaked)") }
        let unregistered = reachable.filter { alive[$0.key] == nil }.map(\.value).sorted()
        if !unregistered.isEmpty { problems.append("reachable but never reported: \(unregistered)") }
        let disposed = Self.disposedReachable(in: app)
        if !disposed.isEmpty { problems.append("reachable but disposed: \(disposed)") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    private static func disposedReachable(in app: MediaApp) -> [String] {
        switch app.child {
        case .signIn(let signIn):
            return signIn.isDisposed ? ["SignInViewModel"] : []
        case .main(let main):
            var disposed: [String] = []
            if main.isDisposed { disposed.append("MainViewModel") }
            if main.catalog.isDisposed { disposed.append("CatalogViewModel") }
            if main.movies.isDisposed { disposed.append("MoviesViewModel") }
            if let detail = main.movies.detail, detail.isDisposed { disposed.append("MovieDetailViewModel(\(detail.movieID))") }
            return disposed
        }
    }

    private static func name(of viewModel: any Routable & AnyObject) -> String {
        if let detail = viewModel as? MovieDetailViewModel { return "MovieDetailViewModel(\(detail.movieID))" }
        return "\(type(of: viewModel))"
    }
}

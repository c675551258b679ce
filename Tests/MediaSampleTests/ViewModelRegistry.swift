import Fractal
import MediaSample

/// Every scene a ``MediaApp`` starts, held weakly (through the app's
/// ``MediaContext`` hook), so a test can check after each navigation that
/// exactly the scenes reachable from the current tree are alive: the ones a
/// navigation dropped, or made for a refused route, were released.
@MainActor
final class SceneRegistry {
    private struct Entry {
        weak var scene: (any Routable & AnyObject)?
        let name: String
    }

    private var entries: [Entry] = []

    /// The context to build the app with.
    var context: MediaContext {
        MediaContext { [weak self] scene in
            self?.entries.append(Entry(scene: scene, name: Self.name(of: scene)))
        }
    }

    /// How many scenes were started.
    var startedCount: Int { entries.count }

    /// The scenes still alive, by identity.
    var alive: [ObjectIdentifier: String] {
        var alive: [ObjectIdentifier: String] = [:]
        for entry in entries {
            if let scene = entry.scene { alive[ObjectIdentifier(scene)] = entry.name }
        }
        return alive
    }

    /// The scenes the app's tree holds now, by identity.
    static func reachable(in app: MediaApp) -> [ObjectIdentifier: String] {
        var scenes: [any Routable & AnyObject] = []
        switch app.scene {
        case .signIn(let signIn):
            scenes.append(signIn)
        case .main(let main):
            scenes += [main, main.catalog, main.movies]
            scenes += main.movies.stack.entries.value.map(\.item)
        }
        return Dictionary(uniqueKeysWithValues: scenes.map { (ObjectIdentifier($0), name(of: $0)) })
    }

    /// What is wrong with the scenes alive, or `nil` when exactly the
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
        switch app.scene {
        case .signIn(let signIn):
            return signIn.isDisposed ? ["SignInScene"] : []
        case .main(let main):
            var disposed: [String] = []
            if main.isDisposed { disposed.append("MainScene") }
            if main.catalog.isDisposed { disposed.append("CatalogScene") }
            if main.movies.isDisposed { disposed.append("MoviesScene") }
            if let detail = main.movies.detail, detail.isDisposed { disposed.append("MovieDetailScene(\(detail.movieID))") }
            return disposed
        }
    }

    private static func name(of scene: any Routable & AnyObject) -> String {
        if let detail = scene as? MovieDetailScene { return "MovieDetailScene(\(detail.movieID))" }
        return "\(type(of: scene))"
    }
}

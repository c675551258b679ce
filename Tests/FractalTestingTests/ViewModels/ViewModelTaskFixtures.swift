import Fractal
import FractalTesting

/// Who logged in.
enum TaskUser: Equatable, Sendable {
    case ada
}

/// A login service that answers at once: the tester decides when the task that calls it runs.
struct InstantAuth: Sendable {
    let calls = Recorder<Void>()

    func logIn() async -> TaskUser {
        calls.record(())
        return .ada
    }
}

/// A login screen whose request is a task the view model owns.
final class TaskLoginModel: ViewModel {
    struct State: Equatable {
        var isLoggingIn = false
        var user: TaskUser?
    }
    let states = MutableProperty(State())
    let auth: InstantAuth

    init(auth: InstantAuth = InstantAuth()) { self.auth = auth }

    func logInTapped() {
        modify { $0.isLoggingIn = true }
        startTask(id: "logIn") { model in
            let user = await model.auth.logIn()
            model.modify {
                $0.isLoggingIn = false; $0.user = user
            }
        }
    }

    func cancelTapped() {
        cancelTask(id: "logIn")
        modify { $0.isLoggingIn = false }
    }
}

/// A view model whose task changes the state twice.
final class ProgressModel: ViewModel {
    struct State: Equatable {
        var step = 0
    }
    let states = MutableProperty(State())

    func startTapped() {
        startTask(id: "steps") { model in
            model.modify { $0.step = 1 }
            model.modify { $0.step = 2 }
        }
    }
}

/// A parent that shows a child while `child` is set; the child's task, started while it is
/// presented, writes to the parent's log until it is cancelled.
final class HostModel: ViewModel {
    struct State: Equatable {
        var child: ListenerModel?
        var log: [String] = []
    }
    let states = MutableProperty(State())
    let log = StateLink<[String]>()
    let ended: Recorder<String>

    init(ended: Recorder<String> = Recorder()) {
        self.ended = ended
        log.link(\.log, of: self)
    }

    func showTapped() { modify { $0.child = ListenerModel(host: log, ended: ended) } }
    func dismissTapped() { modify { $0.child = nil } }
}

/// A child whose task listens until it is cancelled.
final class ListenerModel: ViewModel {
    struct State: Equatable {}
    let states = MutableProperty(State())
    let host: StateLink<[String]>
    let ended: Recorder<String>

    init(host: StateLink<[String]>, ended: Recorder<String>) { (self.host, self.ended) = (host, ended) }

    func whilePresented() -> (any Disposable)? {
        startTask(id: "listen") { model in
            model.host.modify { $0.append("listening") }
            await untilCancelled()
            model.host.modify { $0.append("stopped listening") }
            model.ended.record("listen")
        }
        return nil
    }
}

/// A view model whose task runs until it is cancelled, and takes a few turns to end once it is.
final class ListeningModel: ViewModel {
    struct State: Equatable {
        var isListening = false
    }
    let states = MutableProperty(State())
    let ended: Recorder<String>

    init(ended: Recorder<String>) { self.ended = ended }

    func whilePresented() -> (any Disposable)? {
        startTask(id: "listen") { model in
            model.modify { $0.isListening = true }
            await untilCancelled()
            for _ in 0..<10 { await Task.yield() }
            model.ended.record("listen")
        }
        return nil
    }
}

/// Returns when the task running it is cancelled.
func untilCancelled() async {
    let (stream, continuation) = AsyncStream<Never>.makeStream()
    await withTaskCancellationHandler {
        for await _ in stream {}
    } onCancel: {
        continuation.finish()
    }
}

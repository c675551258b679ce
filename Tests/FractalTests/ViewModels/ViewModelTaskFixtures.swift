import Fractal

/// A view model whose tasks write what they do into its state.
final class WorkModel: ViewModel {
    struct State: Equatable {
        var log: [String] = []
        /// Bodies of the hammered task that started, and that ended.
        var started = 0
        var ended = 0
        /// Bodies of the hammered task running now, and the most at once.
        var running = 0
        var mostRunning = 0
    }
    let states = MutableProperty(State())

    func record(_ line: String) { modify { $0.log.append(line) } }

    /// Starts a task of `id` that runs until it is cancelled, then records it.
    func startWaiting(id: String) {
        startTask(id: id) { model in
            model.record("\(id) started")
            await untilCancelled()
            model.record("\(id) cancelled")
        }
    }

    /// The hammer's task: counts its body's start and end, and how many bodies run at once.
    func startCounted() {
        startTask(id: "hammered") { model in
            model.modify {
                $0.started += 1
                $0.running += 1
                $0.mostRunning = max($0.mostRunning, $0.running)
            }
            await untilCancelled()
            model.modify {
                $0.running -= 1
                $0.ended += 1
            }
        }
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

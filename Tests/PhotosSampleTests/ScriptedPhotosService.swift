import Fractal
import PhotosSample

/// The photos of the tests.
let alps = Photo(id: "alps", title: "The Alps")
let bay = Photo(id: "bay", title: "A bay at dawn")
let city = Photo(id: "city", title: "City lights")
let threePhotos = [alps, bay, city]
let offline = PhotosLoadError(message: "You are offline.")

/// A photos service whose loads wait until the test finishes them, in the
/// order they started: no sleeps, no timing. A load cancelled while it waits
/// fails at once and is counted.
actor ScriptedPhotosService: PhotosService {
    typealias Outcome = Result<[Photo], PhotosLoadError>

    /// How many loads started; observable, so a test can wait for one.
    nonisolated let started = MutableProperty(0)
    /// How many waiting loads were cancelled; observable.
    nonisolated let cancelled = MutableProperty(0)
    private static let cancelledLoad = Outcome.failure(PhotosLoadError(message: "cancelled"))
    private var waiting: [(id: Int, continuation: CheckedContinuation<Outcome, Never>)] = []
    private var ready: [Outcome] = []
    private var cancelledBeforeWaiting: Set<Int> = []

    deinit {
        for load in waiting { load.continuation.resume(returning: .failure(PhotosLoadError(message: "never finished"))) }
    }

    func loadPhotos() async throws(PhotosLoadError) -> [Photo] {
        let id = started.modify { count in
            count += 1
            return count
        }
        if !ready.isEmpty { return try ready.removeFirst().get() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                if cancelledBeforeWaiting.remove(id) != nil {
                    cancelled.modify { $0 += 1 }
                    continuation.resume(returning: Self.cancelledLoad)
                } else {
                    waiting.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
        return try outcome.get()
    }

    /// Finishes the oldest waiting load with `outcome`, or the next load to
    /// start if none is waiting.
    func finish(with outcome: Outcome) {
        if waiting.isEmpty {
            ready.append(outcome)
        } else {
            waiting.removeFirst().continuation.resume(returning: outcome)
        }
    }

    private func cancel(_ id: Int) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else {
            cancelledBeforeWaiting.insert(id)
            return
        }
        waiting.remove(at: index).continuation.resume(returning: Self.cancelledLoad)
        cancelled.modify { $0 += 1 }
    }
}

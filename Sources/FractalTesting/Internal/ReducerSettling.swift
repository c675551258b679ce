import Foundation
import Fractal

/// Waits, for up to `timeout` of real time, until no thread is reducing the
/// events of `model` when it is a store: a test's `send` that found an
/// effect's event being reduced on another thread is queued and reduced by
/// that thread, so the test's check looks at the state once it has been.
/// A view model that is not a store returns at once.
func waitForReducer(of model: AnyObject, timeout: Duration = WaitBound.standard) {
    guard let store = model as? any EventReducing else { return }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while store.isReducing, ContinuousClock.now < deadline {
        Thread.sleep(forTimeInterval: 0.000_1)
    }
}

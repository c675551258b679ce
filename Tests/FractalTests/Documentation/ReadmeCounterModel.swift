// README.md shows this file whole, from the first import on; ReadmeMirrorTests
// fails when the two differ.

import Fractal

final class TapCounterModel: ViewModel {
    struct State: Equatable {
        var count = 0
    }
    let states = MutableProperty(State())

    func incrementTapped() { modify { $0.count += 1 } }
}

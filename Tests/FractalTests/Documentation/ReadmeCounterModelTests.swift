// README.md shows this file whole, from the first import on; ReadmeMirrorTests
// fails when the two differ.

import Fractal
import FractalTesting
import Testing

@Suite("The counter counts taps")
struct ReadmeCounterModelTests {
    @Test func twoTaps() {
        let counter = ViewModelTester { _ in TapCounterModel() }
        counter.viewModel.incrementTapped()
        counter.expect { $0.count = 1 }
        counter.viewModel.incrementTapped()
        counter.expect { $0.count = 2 }
    }
}

import Fractal
import FractalTesting
import Testing

@Suite("firstValue waits for a matching value, and no longer than its bound")
struct PropertyProtocolWaitingTests {
    @Test func firstValueWaitsForAMatchingValue() async {
        let property = MutableProperty(0)
        let setter = Task { for value in 1...5 { property.value = value } }
        let value = await property.firstValue { $0 >= 5 }
        await setter.value
        #expect(value == 5)
    }

    @Test func aValueThatNeverComesFailsTheTestWhenTheTimeRunsOut() async {
        let property = MutableProperty(3)
        var value: Int? = 0
        let failure = await failures { value = await property.firstValue(timeout: .milliseconds(10)) { $0 > 5 } }
        #expect(failure.lines == [#line - 1])
        #expect(value == nil)
        #expect(failure.message.contains("firstValue(where:) at PropertyProtocol+WaitingTests.swift:\(#line - 3)"), "\(failure.message)")
        #expect(failure.message.hasSuffix("the time ran out (0.01 seconds) before a value satisfied the predicate; the last value: 3"))
    }

    @Test func cancellingTheWaitingTaskEndsTheWait() async {
        let property = MutableProperty(0)
        var value: Int? = 0
        let failure = await failures {
            let waiting = Task { await property.firstValue { $0 > 5 } }
            waiting.cancel()
            value = await waiting.value
        }
        #expect(value == nil)
        #expect(failure.message.hasSuffix("the waiting task was cancelled before a value satisfied the predicate; the last value: 0"))
    }
}

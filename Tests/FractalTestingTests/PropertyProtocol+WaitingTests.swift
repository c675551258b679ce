import Fractal
import FractalTesting
import Testing

@Suite("firstValue waits for a matching value")
struct PropertyProtocolWaitingTests {
    @Test func firstValueWaitsForAMatchingValue() async {
        let property = MutableProperty(0)
        let setter = Task { for value in 1...5 { property.value = value } }
        let value = await property.firstValue { $0 >= 5 }
        await setter.value
        #expect(value == 5)
    }
}

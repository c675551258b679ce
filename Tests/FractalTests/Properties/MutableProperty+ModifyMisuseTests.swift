import Fractal
import FractalTesting
import Testing

@Suite("Using a property inside its own modify stops the program with a message")
struct MutablePropertyModifyMisuseTests {
    @Test func readingThePropertyInsideModifyStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let counter = MutableProperty(0)
            counter.modify { $0 = counter.value + 1 }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the body of MutableProperty.modify used the property it modifies"))
    }

    @Test func disposingAPresentationInsideModifyStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let counter = MutableProperty(0)
            let session = RecordingSession()
            let shown = session.presenter("counter", of: Int.self)
            let presentation = shown.presenter <~ counter
            counter.modify { value in
                value += 1
                presentation?.dispose()
            }
        }
    }

    @Test func modifyingAnotherPropertyInsideModifyIsAllowed() {
        let first = MutableProperty(1)
        let second = MutableProperty(10)
        let sum = first.modify { firstValue in
            firstValue += 1
            return second.modify { secondValue in
                secondValue += firstValue
                return secondValue
            }
        }
        #expect(sum == 12)
        #expect(first.value == 2)
        #expect(second.value == 12)
    }

    @Test func aThrowingModifyKeepsAndSendsWhatItChanged() {
        struct Refused: Error, Equatable {}
        let counter = MutableProperty(0)
        let seen = Recorder<Int>()
        let observation = counter.observe(seen.record)
        defer { observation.dispose() }
        #expect(throws: Refused()) {
            try counter.modify { (value: inout Int) throws(Refused) in
                value = 5
                throw Refused()
            }
        }
        counter.modify { $0 += 1 }
        #expect(counter.value == 6)
        #expect(seen.values == [0, 5, 6])
    }
}

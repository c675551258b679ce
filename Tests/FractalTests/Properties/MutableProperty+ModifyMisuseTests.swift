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
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let counter = MutableProperty(0)
            let session = RecordingSession()
            let shown = session.presenter("counter", of: Int.self)
            let presentation = shown.presenter <~ counter
            counter.modify { value in
                value += 1
                presentation?.dispose()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the body of MutableProperty.modify used the property it modifies"))
    }

    @Test func aMisuseTwelveModifiesDeepStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let properties = (0..<12).map { MutableProperty($0) }
            func modifyNested(from index: Int) {
                guard index < properties.count else {
                    _ = properties[properties.count - 1].value
                    return
                }
                properties[index].modify { _ in modifyNested(from: index + 1) }
            }
            modifyNested(from: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the body of MutableProperty.modify used the property it modifies"))
    }

    @Test func tenNestedModifiesOfDifferentPropertiesAllApply() {
        let properties = (0..<10).map { MutableProperty($0) }
        func modifyNested(from index: Int) -> Int {
            guard index < properties.count else { return 0 }
            return properties[index].modify { value in
                value += 100
                return modifyNested(from: index + 1) + 1
            }
        }
        #expect(modifyNested(from: 0) == 10)
        #expect(properties.map(\.value) == (0..<10).map { $0 + 100 })
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

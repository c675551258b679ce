import Fractal
import FractalTesting
import Testing

@Suite("Changing a property again inside its own modify stops the program with a message; reading it does not")
struct MutablePropertyModifyMisuseTests {
    static let misuse = "the body of MutableProperty.modify changed the property it modifies"

    @Test func settingThePropertyInsideModifyStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let counter = MutableProperty(0)
            counter.modify { _ in counter.value = 1 }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(Self.misuse))
    }

    @Test func aChangeOfTheInnermostOfTwelveNestedModifiesStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let properties = (0..<12).map { MutableProperty($0) }
            func modifyNested(from index: Int) {
                guard index < properties.count else {
                    properties[properties.count - 1].modify { $0 += 1 }
                    return
                }
                properties[index].modify { _ in modifyNested(from: index + 1) }
            }
            modifyNested(from: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(Self.misuse))
    }

    @Test func readingThePropertyInsideModifyGivesTheValueFromBeforeTheChange() {
        let counter = MutableProperty(1)
        let read = counter.modify { value in
            value = 5
            return counter.value
        }
        #expect(read == 1)
        #expect(counter.value == 5)
    }

    @Test func observingAndDisposingInsideModifyWork() {
        let counter = MutableProperty(0)
        let session = RecordingSession()
        let shown = session.presenter("counter", of: Int.self)
        let presentation = shown.presenter <~ counter
        let seen = Recorder<Int>()
        let observation = counter.modify { value in
            value += 1
            presentation?.dispose()
            return counter.observe(seen.record)  // sees the value from before, then the change
        }
        #expect(seen.values == [0, 1])
        #expect(shown.values == [0])
        observation.dispose()
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

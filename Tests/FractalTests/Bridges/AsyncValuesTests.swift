import Fractal
import FractalTesting
import Testing

@Suite("A property's values as an AsyncSequence")
struct PropertyValuesTests {
    @Test func startsWithTheCurrentValueThenEveryChangeAndDropsNothingWhileTheLoopIsSlow() async {
        let property = MutableProperty(0)
        var iterator = property.values.makeAsyncIterator()  // observes from here
        for value in 1...1_000 { property.value = value }  // all set before the loop takes one
        var seen: [Int] = []
        for _ in 0...1_000 {
            if let value = await iterator.next() { seen.append(value) }
        }
        #expect(seen == Array(0...1_000))
    }

    @Test func eachLoopStartsWithTheValueCurrentWhenItStarts() async {
        let property = MutableProperty("Ada")
        let values = property.values
        property.value = "Grace"
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == "Grace")
    }

    @Test func breakingOutOfTheLoopDisposesTheObservation() async {
        let property = CountedProperty("Ada")
        var seen: [String] = []
        for await name in property.values {
            seen.append(name)
            #expect(property.liveObservations == 1)
            if name == "Ada" { property.base.value = "Grace" }
            if name == "Grace" { break }
        }
        #expect(seen == ["Ada", "Grace"])
        #expect(property.liveObservations == 0)
    }

    @Test func cancellingTheLoopsTaskDisposesTheObservation() async {
        let property = CountedProperty(0)
        let received = MutableProperty(false)
        let loop = Task {
            var count = 0
            for await _ in property.values {
                count += 1
                received.value = true
            }
            return count
        }
        await received.firstValue { $0 }
        #expect(property.liveObservations == 1)
        loop.cancel()
        #expect(await loop.value == 1)
        #expect(property.liveObservations == 0)
    }

    @Test func releasingAnIteratorThatWasNeverAdvancedDisposesTheObservation() {
        let property = CountedProperty(0)
        do {
            let iterator = property.values.makeAsyncIterator()
            #expect(property.liveObservations == 1)
            withExtendedLifetime(iterator) {}
        }
        #expect(property.liveObservations == 0)
    }

    @Test func theLoopEndsAfterTheBufferedValuesWhenThePropertyGoesAway() async {
        var iterator: AsyncValues<Int>.Iterator
        do {
            let property = MutableProperty(1)
            iterator = property.values.makeAsyncIterator()
            property.value = 2
        }
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == nil)
    }

    @Test func aConstantPropertysLoopTakesItsValueAndEnds() async {
        var seen: [String] = []
        for await value in Property(value: "fixed").values { seen.append(value) }
        #expect(seen == ["fixed"])
    }

    @Test func aDerivedPropertysValuesFollowItsSources() async {
        let first = MutableProperty("Ada")
        let last = MutableProperty("Lovelace")
        let full = first.combineLatest(with: last).map { "\($0) \($1)" }
        var iterator = full.values.makeAsyncIterator()
        last.value = "Byron"
        first.value = "Grace"
        #expect(await iterator.next() == "Ada Lovelace")
        #expect(await iterator.next() == "Ada Byron")
        #expect(await iterator.next() == "Grace Byron")
    }

    @Test func bufferingNewestKeepsOnlyTheLatestValuesTheLoopHasNotTaken() async {
        let property = MutableProperty(0)
        var iterator = property.values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
        for value in 1...5 { property.value = value }
        #expect(await iterator.next() == 5)
        property.value = 6
        #expect(await iterator.next() == 6)
    }

    @Test func valuesSetFromAnotherThreadArriveInOrderWithNothingDropped() async {
        let property = MutableProperty(0)
        let count = 20_000
        var iterator = property.values.makeAsyncIterator()
        let producer = Task.detached {
            for value in 1...count { property.value = value }
        }
        var seen: [Int] = []
        seen.reserveCapacity(count + 1)
        while seen.count <= count, let value = await iterator.next() { seen.append(value) }
        await producer.value
        #expect(seen == Array(0...count))
    }
}

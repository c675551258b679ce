import Fractal
import FractalTesting
import Testing

@Suite("A property's values as an AsyncSequence")
struct AsyncValuesOfAPropertyTests {
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

@Suite("A signal's values as an AsyncSequence")
struct AsyncValuesOfASignalTests {
    @Test func takesWhatIsSentAfterTheIterationStartsAndDropsNothing() async {
        let emitter = Emitter<Int>()
        let values = emitter.signal.values
        emitter.send(-1)  // before the iteration started: not seen
        var iterator = values.makeAsyncIterator()
        for event in 0..<500 { emitter.send(event) }
        var seen: [Int] = []
        for _ in 0..<500 {
            if let event = await iterator.next() { seen.append(event) }
        }
        #expect(seen == Array(0..<500))
    }

    @Test func breakingOutOfTheLoopDisposesTheObservation() async {
        let source = CountedProperty(0)
        let signal = source.changes  // a signal whose observations are counted
        var seen: [Int] = []
        var iterator = signal.values.makeAsyncIterator()
        #expect(source.liveObservations == 1)
        source.base.value = 1
        source.base.value = 2
        while let event = await iterator.next() {
            seen.append(event)
            if event == 2 { break }
        }
        #expect(seen == [1, 2])
        iterator = signal.values.makeAsyncIterator()  // the first iterator is released
        #expect(source.liveObservations == 1)
        withExtendedLifetime(iterator) {}
    }

    @Test func leavingAForAwaitLoopDisposesTheObservation() async {
        let source = CountedProperty(0)
        let loop = Task {
            var seen: [Int] = []
            for await event in source.changes.values {
                seen.append(event)
                if event == 3 { break }
            }
            return seen
        }
        await source.live.firstValue { $0 == 1 }  // the loop observes
        for event in 1...3 { source.base.value = event }
        #expect(await loop.value == [1, 2, 3])
        #expect(source.liveObservations == 0)
    }

    @Test func cancellingTheLoopsTaskDisposesTheObservation() async {
        let source = CountedProperty(0)
        let received = MutableProperty(0)
        let loop = Task {
            var count = 0
            for await event in source.changes.values {
                count += 1
                received.value = event
            }
            return count
        }
        await source.live.firstValue { $0 == 1 }  // the loop observes
        source.base.value = 7
        await received.firstValue { $0 == 7 }
        loop.cancel()
        #expect(await loop.value == 1)
        #expect(source.liveObservations == 0)
    }

    @Test func theLoopEndsAfterTheBufferedEventsWhenTheEmitterGoesAway() async {
        var iterator: AsyncValues<Int>.Iterator
        do {
            let emitter = Emitter<Int>()
            iterator = emitter.signal.values.makeAsyncIterator()
            emitter.send(1)
        }
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == nil)
    }

    @Test func aSignalThatNeverSendsEndsAtOnce() async {
        var count = 0
        for await _ in Signal<Int>.never.values { count += 1 }
        #expect(count == 0)
    }

    @Test func bufferingNewestKeepsOnlyTheLatestEventsTheLoopHasNotTaken() async {
        let emitter = Emitter<String>()
        var iterator = emitter.signal.values(bufferingPolicy: .bufferingNewest(2)).makeAsyncIterator()
        for query in ["s", "sw", "swi", "swift"] { emitter.send(query) }
        #expect(await iterator.next() == "swi")
        #expect(await iterator.next() == "swift")
    }

    @Test func anActionsOutputsCanBeAwaitedInALoop() async throws {
        let double = Action { (value: Int) async throws(NoError) -> Int in value * 2 }
        var outputs = double.outputs.values.makeAsyncIterator()
        #expect(try await double.execute(21) == 42)
        #expect(await outputs.next() == 42)
    }
}

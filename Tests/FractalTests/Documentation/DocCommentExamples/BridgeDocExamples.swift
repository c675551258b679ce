// The examples of the doc comments in Sources/Fractal/Primitives/Bridges, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("AsyncValues' doc examples: a loop over a property's values")
    struct AsyncValuesDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        final class NameViewModel: Sendable {
            let name = MutableProperty("Ada")
        }

        @Test func aLoopTakesTheCurrentNameThenEveryChangeUntilItBreaks() async {
            let viewModel = NameViewModel()
            let loop = Task {
                for await name in viewModel.name.values {
                    print(name)  // the current name, then every change
                    if name == "Grace" { break }  // stops observing the property
                }
            }
            await printed.firstValue { $0 == ["Ada"] }
            viewModel.name.value = "Grace"
            await loop.value
            #expect(printed.value == ["Ada", "Grace"])
        }

        @Test func anIteratorTakesTheCurrentValueThenTheNextChange() async {
            let counter = MutableProperty(1)
            var iterator = counter.values.makeAsyncIterator()
            let current = await iterator.next()
            #expect(current == 1)
            counter.value = 2
            let next = await iterator.next()
            #expect(next == 2)
        }

        @Test @MainActor func anIteratorOnAnActorTakesTheNextValueThere() async {
            let counter = MutableProperty(1)
            var iterator = counter.values.makeAsyncIterator()
            let next = await iterator.next(isolation: #isolation)
            #expect(next == 1)
        }
    }
}

extension DocCommentExamples {
    @Suite("Feeding doc examples: an emitter or a property follows an async sequence")
    struct FeedDocExampleTests {
        struct Message: Equatable, Sendable {
            let text: String
        }

        struct Socket: Sendable {
            let stream = ProbedStream<Message>()
            var messages: AsyncStream<Message> { stream.stream }
        }

        enum Status: Equatable, Sendable {
            case unknown, online, offline
        }

        struct StatusSource: Sendable {
            let stream = ProbedStream<Status>()
            var statusUpdates: AsyncStream<Status> { stream.stream }
        }

        @Test func anEmitterSendsWhatTheSocketYieldsUntilTheFeedIsDisposed() async {
            let socket = Socket()
            let observations = CompositeDisposable()
            let received = MutableProperty<[Message]>([])

            let messages = Emitter<Message>()
            observations += messages.feed(from: socket.messages)

            observations += messages.signal.observe { message in received.modify { $0.append(message) } }
            socket.stream.continuation.yield(Message(text: "hi"))
            await received.firstValue { $0 == [Message(text: "hi")] }
            observations.dispose()
            #expect(await socket.stream.terminated() == .cancelled)
        }

        @Test func aPropertyTakesEachStatusUntilTheFeedIsDisposed() async {
            let service = StatusSource()
            let observations = CompositeDisposable()

            let status = MutableProperty(Status.unknown)
            observations += status.feed(from: service.statusUpdates)

            service.stream.continuation.yield(.online)
            await status.firstValue { $0 == .online }
            observations.dispose()
            #expect(await service.stream.terminated() == .cancelled)
            #expect(status.value == .online)
        }
    }
}

extension DocCommentExamples {
    @Suite("Looping doc examples: for await over a property's or a signal's values")
    struct ValuesLoopDocExampleTests: RecordsPrints {
        let printed = MutableProperty<[String]>([])

        final class Download: Sendable {
            let progress = MutableProperty(0.0)
        }

        struct User: Sendable {
            let name: String
        }

        /// Stands in for an action: its outputs' observations are counted, so a
        /// test knows when a loop observes them.
        struct LogIn {
            let source = CountedProperty(User(name: ""))
            var outputs: Signal<User> { source.changes }
        }

        @Test func aLoopOverAPropertyTakesTheCurrentValueAndStopsAtTheBreak() async {
            let name = MutableProperty("Ada")
            let loop = Task {
                for await value in name.values {
                    print(value)  // "Ada", then every change
                    if value == "Grace" { break }  // stops observing
                }
            }
            await printed.firstValue { $0 == ["Ada"] }
            name.value = "Grace"
            await loop.value
            #expect(printed.value == ["Ada", "Grace"])
        }

        @Test func aLoopKeepingOnlyTheNewestProgressEndsOnTheLatestValue() async {
            let download = Download()
            let rendered = MutableProperty<[Double]>([])
            let render: @Sendable (Double) -> Void = { progress in rendered.modify { $0.append(progress) } }
            let loop = Task {
                for await progress in download.progress.values(bufferingPolicy: .bufferingNewest(1)) {
                    render(progress)
                }
            }
            await rendered.firstValue { $0 == [0] }
            for step in 1...10 { download.progress.value = Double(step) / 10 }
            await rendered.firstValue { $0.last == 1 }
            loop.cancel()
            await loop.value
            #expect(rendered.value.count <= 11)
        }

        @Test func aLoopOverASignalSeesTheEventsSentWhileItObserves() async {
            let logIn = LogIn()
            let loop = Task {
                for await user in logIn.outputs.values {
                    print("logged in as", user.name)
                }
            }
            await logIn.source.live.firstValue { $0 == 1 }  // the loop observes
            logIn.source.base.value = User(name: "ada")
            await printed.firstValue { $0 == ["logged in as ada"] }
            loop.cancel()
            await loop.value
            #expect(logIn.source.liveObservations == 0)
        }

        @Test func aBusyLoopKeepsOnlyTheLastQueryTypedMeanwhile() async {
            let source = CountedProperty("")
            let queries = source.changes
            let gate = Gate()
            let searched = MutableProperty<[String]>([])
            let search: @Sendable (String) async -> Void = { query in
                searched.modify { $0.append(query) }
                await gate.wait()
            }
            let loop = Task {
                for await query in queries.values(bufferingPolicy: .bufferingNewest(1)) {
                    await search(query)  // queries typed during a search: only the last is kept
                }
            }
            await source.live.firstValue { $0 == 1 }  // the loop observes
            source.base.value = "a"
            await searched.firstValue { $0 == ["a"] }
            source.base.value = "ab"
            source.base.value = "abc"
            gate.open()
            await searched.firstValue { $0 == ["a", "abc"] }
            loop.cancel()
            await loop.value
            #expect(searched.value == ["a", "abc"])
        }
    }
}

import Fractal
import FractalTesting
import Testing

@Suite struct ViewModelTesterTaskTests {
    @Test func aTaskIsHeldUntilReceiveRunsIt() async {
        let auth = InstantAuth()
        let login = ViewModelTester { _ in TaskLoginModel(auth: auth) }
        login.viewModel.logInTapped()
        #expect(login.tasks == ["logIn"])
        login.expect { $0.isLoggingIn = true }
        #expect(auth.calls.count == 0)
        await login.receive {
            $0.isLoggingIn = false; $0.user = .ada
        }
        #expect(auth.calls.count == 1)
        await login.finish()
        #expect(login.tasks == [])
    }

    @Test func theInFlightStateIsCheckedWithNoGatedFake() async {
        let login = ViewModelTester { _ in TaskLoginModel() }
        login.viewModel.logInTapped()
        login.expect { $0.isLoggingIn = true }
        await login.receive {
            $0.isLoggingIn = false; $0.user = .ada
        }
        await login.finish()
    }

    @Test func aCancelledHeldTaskNeverRuns() async {
        let auth = InstantAuth()
        let login = ViewModelTester { _ in TaskLoginModel(auth: auth) }
        login.viewModel.logInTapped()
        login.viewModel.cancelTapped()
        #expect(login.tasks == [])
        login.expect()
        await login.finish()
        #expect(auth.calls.count == 0)
    }

    @Test func aTaskThatChangesTheStateTwiceIsReceivedStepByStep() async {
        let progress = ViewModelTester { _ in ProgressModel() }
        progress.viewModel.startTapped()
        await progress.receive { $0.step = 1 }
        await progress.receive { $0.step = 2 }
        await progress.finish()
    }

    @Test func aTaskNeverRunFailsTheTestByName() async {
        await withKnownIssue {
            let login = ViewModelTester { _ in TaskLoginModel() }
            login.viewModel.logInTapped()
            login.expect { $0.isLoggingIn = true }
            await login.finish()
        } matching: { issue in
            "\(issue)".contains(#"task "logIn" of TaskLoginModel was started and never ran (receive its result with await tester.receive)"#)
        }
    }

    @Test func aTaskNeverRunFailsTheTestWhenTheTesterIsReleased() {
        withKnownIssue {
            let login = ViewModelTester { _ in TaskLoginModel() }
            login.viewModel.logInTapped()
            login.expect { $0.isLoggingIn = true }
        } matching: { issue in
            "\(issue)".contains(#"task "logIn" of TaskLoginModel was started and never ran"#)
        }
    }

    @Test func aDismissedChildsTaskIsCancelled() async {
        let ended = Recorder<String>()
        let host = ViewModelTester { _ in HostModel(ended: ended) }
        host.viewModel.showTapped()
        #expect(host.tasks == ["listen"])
        host.expect { $0.child = ListenerModel(host: StateLink(), ended: ended) }
        await host.receive { $0.log = ["listening"] }
        host.viewModel.dismissTapped()
        // The cancelled task may change the log at once, on its own thread:
        // both changes are received, in order.
        await host.receive { $0.child = nil }
        await host.receive { $0.log = ["listening", "stopped listening"] }
        await host.finish()
        #expect(ended.values == ["listen"])
    }

    @Test func aDismissedChildsHeldTaskNeverRuns() async {
        let host = ViewModelTester { _ in HostModel() }
        host.viewModel.showTapped()
        host.expect { $0.child = ListenerModel(host: StateLink(), ended: Recorder()) }
        host.viewModel.dismissTapped()
        host.expect { $0.child = nil }
        #expect(host.tasks == [])
        await host.finish()
    }

    @Test func finishWaitsForACancelledTaskToEnd() async {
        let ended = Recorder<String>()
        let listener = ViewModelTester { _ in ListeningModel(ended: ended) }
        await listener.receive { $0.isListening = true }
        #expect(listener.tasks == ["listen"])
        await listener.finish()
        #expect(ended.values == ["listen"])
    }

    @Test func aTesterReleasedWhileItsTaskRunsNamesTheTask() async {
        let gate = Gate()
        await withKnownIssue {
            let lingering = ViewModelTester { _ in LingeringModel(gate: gate) }
            await lingering.receive { $0.isListening = true }
        } matching: { issue in
            "\(issue)".contains(#"task "linger" of LingeringModel was still running when the tester was released"#)
                && "\(issue)".contains("await tester.finish()")
        }
        gate.open()
    }
}

/// A view model whose task, once cancelled, ends only when its gate opens.
private final class LingeringModel: ViewModel {
    struct State: Equatable {
        var isListening = false
    }
    let states = MutableProperty(State())
    let gate: Gate

    init(gate: Gate) { self.gate = gate }

    func whilePresented() -> (any Disposable)? {
        startTask(id: "linger") { model in
            model.modify { $0.isListening = true }
            await untilCancelled()
            await model.gate.wait()
        }
        return nil
    }
}

/// A wait that cancellation does not end: it ends when the test opens it.
private final class Gate: Sendable {
    private let state = Locked<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>.make((false, nil))

    func wait() async {
        await withCheckedContinuation { waiter in
            let isOpen = state.withLock { state -> Bool in
                if !state.isOpen { state.waiter = waiter }
                return state.isOpen
            }
            if isOpen { waiter.resume() }
        }
    }

    func open() {
        state.withLock { state in
            state.isOpen = true
            return state.waiter.take()
        }?.resume()
    }
}

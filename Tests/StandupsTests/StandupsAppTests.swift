import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite("The whole app: the list, the stack of screens, and what they tell each other")
struct StandupsAppTests {
    @Test("editing a stand-up from its detail changes it in the list")
    func detailEdit() throws {
        let tester = StoreTester(initial: StandupsState(standups: [designStandup]), reducer: standupsApp(.test()))
        try tester.send(.list(.standupTapped(designStandup.id))) { $0.path.append(.detail(StandupDetailState(standup: designStandup))) }
        try tester.send(.path(.element(id: StackID(0), event: .detail(.editTapped)))) {
            $0.path[id: StackID(0)]?.detail?.destination = .edit(StandupFormState(standup: designStandup) { UUID(0) })
        }
        var edited = designStandup
        edited.title = "Blob"
        try tester.send(.path(.element(id: StackID(0), event: .detail(.edit(.edited(edited)))))) {
            $0.path[id: StackID(0)]?.detail?.destination = .edit(StandupFormState(standup: edited) { UUID(0) })
        }
        try tester.send(.path(.element(id: StackID(0), event: .detail(.doneEditingTapped)))) {
            $0.path[id: StackID(0)]?.detail = StandupDetailState(standup: edited)
        }
        try tester.receive(.screenFinished(StackID(0), .detail(.changed(edited)))) { $0.list.standups = [edited] }
        try tester.finish()
    }

    @Test("deleting a stand-up pops its detail and removes it from the list")
    func delete() throws {
        let tester = StoreTester(initial: StandupsState(standups: [designStandup]), reducer: standupsApp(.test()))
        try tester.send(.list(.standupTapped(designStandup.id))) { $0.path.append(.detail(StandupDetailState(standup: designStandup))) }
        try tester.send(.path(.element(id: StackID(0), event: .detail(.deleteTapped)))) {
            $0.path[id: StackID(0)]?.detail?.destination = .alert(.deleteStandup)
        }
        try tester.send(.path(.element(id: StackID(0), event: .detail(.alert(.confirmDeletion))))) { $0.path.removeAll() }
        try tester.receive(.screenFinished(StackID(0), .detail(.deleted(designStandup.id)))) { $0.list.standups = [] }
        try tester.finish()
    }

    @Test("a recorded meeting is saved to the stand-up and shown by the detail below")
    func recording() async throws {
        let path: Stack<StandupsScreen> = [.detail(StandupDetailState(standup: designStandup)), .record(RecordMeetingState(standup: designStandup))]
        let tester = StoreTester(
            initial: StandupsState(standups: [designStandup], path: path), reducer: standupsApp(.test(speech: .hearing("I completed the project"))))
        try tester.send(.path(.element(id: StackID(1), event: .record(.started))))
        try await tester.receive(.path(.element(id: StackID(1), event: .record(.speechResult("I completed the project"))))) {
            $0.path[id: StackID(1)]?.record?.transcript = "I completed the project"
        }
        tester.advance(by: .seconds(6))
        for second in 1...5 {
            try await tester.receive(.path(.element(id: StackID(1), event: .record(.timerTicked)))) {
                $0.path[id: StackID(1)]?.record?.secondsElapsed = second
                $0.path[id: StackID(1)]?.record?.speakerIndex = second / 2
            }
        }
        try await tester.receive(.path(.element(id: StackID(1), event: .record(.timerTicked)))) { $0.path.popLast() }
        let meeting = Meeting(id: UUID(0), date: meetingDate, transcript: "I completed the project")
        try await tester.receive(.screenFinished(StackID(1), .record(.saved(meeting, standup: designStandup.id)))) {
            $0.list.standups[id: designStandup.id]?.meetings = [meeting]
            $0.path[id: StackID(0)]?.detail?.standup.meetings = [meeting]
        }
        try await tester.finish()
    }
}

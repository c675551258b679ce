import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite struct StandupsAppTests {
    func tester(_ path: Stack<StandupsScreen> = [], speech: SpeechClient = .fixed(.denied)) -> StoreTester<StandupsState, StandupsEvent, Never> {
        StoreTester(initial: StandupsState(standups: [.design], path: path), reducer: standupsApp(.test(speech: speech)))
    }

    @Test func editingFromTheDetailChangesTheList() throws {
        let tester = tester([.detail(StandupDetailState(standup: .design))])
        try tester.send(.detail(0, .editTapped)) {
            $0.path[id: 0]?.detail?.destination = .edit(StandupFormState(standup: .design) { UUID(0) })
        }
        var edited = Standup.design
        edited.title = "Blob"
        try tester.send(.detail(0, .edit(.edited(edited)))) {
            $0.path[id: 0]?.detail?.destination = .edit(StandupFormState(standup: edited) { UUID(0) })
        }
        try tester.send(.detail(0, .doneEditingTapped)) { $0.path[id: 0] = .detail(StandupDetailState(standup: edited)) }
        try tester.receive(.screenFinished(0, .detail(.changed(edited)))) { $0.list.standups = [edited] }
    }

    @Test func deletingPopsTheDetailAndRemovesTheStandup() throws {
        let tester = tester([.detail(StandupDetailState(standup: .design))])
        try tester.send(.detail(0, .deleteTapped)) { $0.path[id: 0]?.detail?.destination = .alert(.deleteStandup) }
        try tester.send(.detail(0, .alert(.confirmDeletion))) { $0.path.removeAll() }
        try tester.receive(.screenFinished(0, .detail(.deleted(Standup.design.id)))) { $0.list.standups = [] }
    }

    @Test func aRecordedMeetingIsSavedAndShownByTheDetailBelow() async throws {
        let path: Stack<StandupsScreen> = [.detail(StandupDetailState(standup: .design)), .record(RecordMeetingState(standup: .design))]
        let tester = tester(path, speech: .scripted("I completed the project"))
        try tester.send(.record(1, .started))
        try await tester.receive(.record(1, .speechResult("I completed the project"))) {
            $0.path[id: 1]?.record?.transcript = "I completed the project"
        }
        tester.advance(by: .seconds(6))
        for second in 1...5 {
            try await tester.receive(.record(1, .timerTicked)) {
                $0.path[id: 1]?.record?.secondsElapsed = second
                $0.path[id: 1]?.record?.speakerIndex = second / 2
            }
        }
        try await tester.receive(.record(1, .timerTicked)) { $0.path.popLast() }
        let meeting = Meeting.recorded("I completed the project")
        try await tester.receive(.screenFinished(1, .record(.saved(meeting, standup: Standup.design.id)))) {
            $0.list.standups[0].meetings = [meeting]
            $0.path[id: 0]?.detail?.standup.meetings = [meeting]
        }
    }
}

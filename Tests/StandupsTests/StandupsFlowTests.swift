import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite("One exhaustive test follows the app from adding a stand-up to saving its meeting")
struct StandupsFlowTests {
    @Test("add, open, record, save: every state change, every screen, every write to storage")
    func addOpenRecordSave() async throws {
        let storage = MemoryStorage<IdentifiedList<Standup>>()
        let tester = StoreTester(initial: StandupsState(), reducer: standupsApp(.test(speech: .fixed(.authorized))))
        let persistence = tester.store.persist(\.list.standups, to: storage, failed: StandupsEvent.storageFailed)
        try tester.send(.list(.addTapped)) { $0.list.addForm = StandupFormState(standup: Standup(id: UUID(0))) { UUID(1) } }
        let standup = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")], duration: .seconds(2), title: "Design")
        try tester.send(.list(.addForm(.edited(standup)))) { $0.list.addForm?.standup = standup }
        try tester.send(.list(.confirmAddTapped)) {
            $0.list.addForm = nil
            $0.list.standups = [standup]
        }
        #expect(storage.takeSaves() == [[standup]])
        try tester.send(.list(.standupTapped(standup.id))) { $0.path.append(.detail(StandupDetailState(standup: standup))) }
        try tester.send(.detail(StackID(0), .startMeetingTapped))
        try await tester.receive(.screenFinished(StackID(0), .detail(.startMeeting))) { $0.path.append(.record(RecordMeetingState(standup: standup))) }
        #expect(tester.state.route == .record(standup.id))
        try tester.send(.record(StackID(1), .started))
        tester.advance(by: .seconds(2))
        try await tester.receive(.record(StackID(1), .timerTicked)) { $0.path[id: StackID(1)]?.record?.secondsElapsed = 1 }
        try await tester.receive(.record(StackID(1), .timerTicked)) { $0.path.popLast() }
        let meeting = Meeting.recorded(id: 2)
        try await tester.receive(.screenFinished(StackID(1), .record(.saved(meeting, standup: standup.id)))) {
            $0.list.standups[id: standup.id]?.meetings = [meeting]
            $0.path[id: StackID(0)]?.detail?.standup.meetings = [meeting]
        }
        #expect(storage.takeSaves().map { $0[0].meetings } == [[meeting]])
        try tester.send(.detail(StackID(0), .meetingTapped(meeting.id))) {
            $0.path.append(.meeting(meeting, standup: $0.list.standups[0]))
        }
        try tester.send(.path(.popFrom(id: StackID(0)))) { $0.path.removeAll() }
        try await tester.finish()
        persistence.dispose()
        #expect(storage.saves.isEmpty)
    }

    @Test("a failed save is reported in the state, not lost")
    func failedSaveIsReported() throws {
        let storage = MemoryStorage<IdentifiedList<Standup>>()
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        let tester = StoreTester(initial: StandupsState(standups: [Standup.design]), reducer: standupsApp(.test()))
        let persistence = tester.store.persist(\.list.standups, to: storage, failed: StandupsEvent.storageFailed)
        try tester.send(.list(.deleteStandups(atOffsets: [0]))) { $0.list.standups = [] }
        try tester.receive(.storageFailed(.writeFailed(reason: "disk full"))) { $0.storageError = .writeFailed(reason: "disk full") }
        try tester.send(.storageErrorDismissed) { $0.storageError = nil }
        persistence.dispose()
    }
}

@Suite("Deep links open the screens they name, and the screens read back as a route")
struct StandupsRouteTests {
    let state = StandupsState(standups: [Standup.design])

    @Test("standups/<id>/record opens the detail with the recording above it")
    func recordLink() throws {
        let route = try StandupsRoute(route: Route(path: "standups/\(Standup.design.id.uuidString)/record"))
        let path = try state.path(for: route)
        #expect(Array(path) == [.detail(StandupDetailState(standup: Standup.design)), .record(RecordMeetingState(standup: Standup.design))])
        #expect(StandupsState(standups: [Standup.design], path: path).route == route)
        #expect(try route.route == Route(path: "standups/\(Standup.design.id.uuidString)/record"))
    }

    @Test("the list and a detail round-trip")
    func listAndDetail() throws {
        #expect(try StandupsRoute(route: Route(path: "standups")) == .list)
        #expect(try StandupsRoute(route: Route(path: "")) == .list)
        let detail = try StandupsRoute(route: Route(path: "standups/\(Standup.design.id.uuidString)"))
        #expect(detail == .detail(Standup.design.id))
        #expect(try state.path(for: detail).count == 1)
        #expect(try state.path(for: .list).isEmpty)
    }

    @Test(
        "hostile or unknown links are typed errors naming the segment",
        arguments: [
            "meetings", "standups/not-an-id", "standups/\(UUID(100).uuidString)/delete", "standups/\u{1B}[2J",
        ])
    func badLinks(path: String) throws {
        let error = try #require(throws: RouteError.self) { try StandupsRoute(route: Route(path: path)) }
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test("a link to a stand-up that is not there is refused, naming its id")
    func unknownStandup() throws {
        let route = StandupsRoute.record(UUID(7))
        let error = try #require(throws: RouteError.self) { try state.path(for: route) }
        #expect(error == .unavailable(UUID(7).uuidString, index: 1, reason: "no stand-up has this id"))
    }
}

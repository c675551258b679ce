import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite struct StandupsListTests {
    @Test func addingAStandup() throws {
        let tester = StoreTester(initial: StandupsListState(), reducer: standupsList(.test()))
        var standup = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        try tester.send(.addTapped) { $0.addForm = StandupFormState(standup: standup) { UUID(1) } }
        standup.title = "Engineering"
        try tester.send(.addForm(.edited(standup))) { $0.addForm?.standup.title = "Engineering" }
        try tester.send(.confirmAddTapped) {
            $0.addForm = nil
            $0.standups = [standup]
        }
    }

    @Test func addingDropsUnnamedAttendeesButKeepsOne() throws {
        let standup = Standup(id: UUID(9), attendees: [Attendee(id: UUID(0)), Attendee(id: UUID(1), name: "  ")], title: "Design")
        let tester = StoreTester(initial: StandupsListState(addForm: StandupFormState(standup: standup) { UUID(8) }), reducer: standupsList(.test()))
        try tester.send(.confirmAddTapped) {
            $0.addForm = nil
            $0.standups = [Standup(id: UUID(9), attendees: [Attendee(id: UUID(0))], title: "Design")]
        }
    }
}

@Suite struct StandupFormTests {
    @Test func addingAnAttendeeFocusesIt() throws {
        let environment = StandupsEnvironment.test()
        let form = StandupFormState(standup: Standup(id: UUID(9)), uuid: environment.uuid)
        #expect(form.standup.attendees == [Attendee(id: UUID(0))])
        let tester = StoreTester(initial: form, reducer: standupForm(environment))
        try tester.send(.addAttendeeTapped) {
            $0.focus = .attendee(UUID(1))
            $0.standup.attendees.append(Attendee(id: UUID(1)))
        }
    }

    @Test func removingAttendeesFocusesANeighbourAndReplacesTheLast() throws {
        let standup = Standup(id: UUID(9), attendees: IdentifiedList((10..<14).map { Attendee(id: UUID($0)) }))
        let tester = StoreTester(initial: StandupFormState(standup: standup) { UUID(8) }, reducer: standupForm(.test()))
        for (offset, removed, focused) in [(0, 10, 11), (1, 12, 13), (1, 13, 11)] {
            try tester.send(.deleteAttendees(atOffsets: [offset])) {
                $0.focus = .attendee(UUID(focused))
                $0.standup.attendees.remove(id: UUID(removed))
            }
        }
        try tester.send(.deleteAttendees(atOffsets: [0])) {
            $0.focus = .attendee(UUID(0))
            $0.standup.attendees = [Attendee(id: UUID(0))]
        }
    }
}

import Foundation
import Fractal
import FractalTesting
import Standups
import Testing

@Suite("The list adds stand-ups through a form")
struct StandupsListTests {
    @Test("adding a stand-up")
    func add() throws {
        let tester = StoreTester(initial: StandupsListState(), reducer: standupsList(.test()))
        var standup = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        try tester.send(.addTapped) { $0.addForm = StandupFormState(standup: standup) { UUID(1) } }
        standup.title = "Engineering"
        try tester.send(.addForm(.edited(standup))) { $0.addForm?.standup.title = "Engineering" }
        try tester.send(.confirmAddTapped) {
            $0.addForm = nil
            $0.standups = [standup]
        }
        try tester.finish()
    }

    @Test("attendees without a name are not added, but one attendee is kept")
    func addValidatesAttendees() throws {
        let form = StandupFormState(
            standup: Standup(id: UUID(9), attendees: [Attendee(id: UUID(0)), Attendee(id: UUID(1), name: "    ")], title: "Design")
        ) { UUID(8) }
        let tester = StoreTester(initial: StandupsListState(addForm: form), reducer: standupsList(.test()))
        try tester.send(.confirmAddTapped) {
            $0.addForm = nil
            $0.standups = [Standup(id: UUID(9), attendees: [Attendee(id: UUID(0))], title: "Design")]
        }
        try tester.finish()
    }
}

@Suite("The form adds and removes attendees and moves the focus")
struct StandupFormTests {
    @Test("adding an attendee focuses it")
    func addAttendee() throws {
        let environment = StandupsEnvironment.test()
        let initial = StandupFormState(standup: Standup(id: UUID(9), title: "Engineering"), uuid: environment.uuid)
        #expect(initial.standup.attendees == [Attendee(id: UUID(0))])
        let tester = StoreTester(initial: initial, reducer: standupForm(environment))
        try tester.send(.addAttendeeTapped) {
            $0.focus = .attendee(UUID(1))
            $0.standup.attendees.append(Attendee(id: UUID(1)))
        }
        try tester.finish()
    }

    @Test("removing attendees moves the focus to a neighbour, and the last one is replaced")
    func removeAttendeesMovesFocus() throws {
        let attendees = (10..<14).map { Attendee(id: UUID($0)) }
        let initial = StandupFormState(standup: Standup(id: UUID(9), attendees: IdentifiedList(attendees))) { UUID(8) }
        let tester = StoreTester(initial: initial, reducer: standupForm(.test()))
        try tester.send(.deleteAttendees(atOffsets: [0])) {
            $0.focus = .attendee(UUID(11))
            $0.standup.attendees.remove(id: UUID(10))
        }
        try tester.send(.deleteAttendees(atOffsets: [1])) {
            $0.focus = .attendee(UUID(13))
            $0.standup.attendees.remove(id: UUID(12))
        }
        try tester.send(.deleteAttendees(atOffsets: [1])) {
            $0.focus = .attendee(UUID(11))
            $0.standup.attendees.remove(id: UUID(13))
        }
        try tester.send(.deleteAttendees(atOffsets: [0])) {
            $0.focus = .attendee(UUID(0))
            $0.standup.attendees = [Attendee(id: UUID(0))]
        }
        try tester.finish()
    }
}

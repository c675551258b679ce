import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

@Suite struct ListTests {
    @Test func addingAStandup() {
        let app = tester([]) { StandupsApp($0) }
        app.viewModel.addTapped()
        var standup = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        app.expect { $0.add = StandupForm(standup, app.viewModel.world) }
        standup.title = "Engineering"
        app.state.add?.modify { $0.standup.title = "Engineering" }
        app.viewModel.confirmAddTapped()
        app.expect {
            $0.add = nil
            $0.standups = [standup]
        }
    }

    @Test func addingDropsUnnamedAttendeesButKeepsOne() {
        let app = tester([]) { StandupsApp($0) }
        app.viewModel.addTapped()
        app.state.add?.modify { $0.standup.attendees = [Attendee(id: UUID(5)), Attendee(id: UUID(6), name: "  ")] }
        app.viewModel.confirmAddTapped()
        app.expect { $0.standups = [Standup(id: UUID(0), attendees: [Attendee(id: UUID(5))])] }
    }
}

@Suite struct FormTests {
    @Test func addingAnAttendeeFocusesIt() {
        let form = tester { StandupForm(Standup(id: UUID(9)), $0) }
        form.expect { $0.standup.attendees = [Attendee(id: UUID(0))] }
        form.viewModel.addAttendeeTapped()
        form.expect {
            $0.focus = .attendee(UUID(1))
            $0.standup.attendees.append(Attendee(id: UUID(1)))
        }
    }

    @Test func removingAttendeesFocusesANeighbourAndReplacesTheLast() {
        let form = tester { StandupForm(Standup(id: UUID(9), attendees: IdentifiedList((10..<14).map { Attendee(id: UUID($0)) })), $0) }
        for (offset, removed, focused) in [(0, 10, 11), (1, 12, 13), (1, 13, 11)] {
            form.viewModel.deleteAttendees(atOffsets: [offset])
            form.expect {
                $0.focus = .attendee(UUID(focused))
                $0.standup.attendees.remove(id: UUID(removed))
            }
        }
        form.viewModel.deleteAttendees(atOffsets: [0])
        form.expect {
            $0.focus = .attendee(UUID(0))
            $0.standup.attendees = [Attendee(id: UUID(0))]
        }
    }
}

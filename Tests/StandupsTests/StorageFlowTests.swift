import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

/// What SyncUps' tests leave out: the stand-ups are kept in storage, and a save that fails is shown.
@Suite struct StorageFlowTests {
    @Test func everyChangeIsSavedAndAFailedSaveIsShown() {
        let storage = MemoryStorage<IdentifiedList<Standup>>()
        let app = tester(storage: storage) { StandupsApp($0) }
        let added = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        app.viewModel.addTapped()
        app.expect { $0.add = StandupForm(added, app.viewModel.world) }
        app.viewModel.confirmAddTapped()
        app.expect {
            $0.add = nil
            $0.standups.append(added)
        }
        #expect(storage.takeSaves() == [[.design, added]])
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        app.viewModel.addTapped()
        app.viewModel.confirmAddTapped()
        app.expect {
            $0.standups.append(Standup(id: UUID(2), attendees: [Attendee(id: UUID(3))]))
            $0.storageError = .writeFailed(reason: "disk full")
        }
        #expect(storage.takeSaves() == [])
        app.viewModel.storageErrorDismissed()
        app.expect { $0.storageError = nil }
    }
}

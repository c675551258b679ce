import Foundation
import Fractal
import FractalTesting
import Testing

@testable import FractalDemo

@Suite("Deep links into the tree app: a route becomes the world's path, and the path reads back as a route")
struct RouteTests {
    @Test func aRouteReadsAndWritesItsSegments() throws {
        #expect(try StandupsRoute(route: Route(path: "standups")) == .list)
        #expect(try StandupsRoute(route: Route(path: "")) == .list)
        let path = "standups/\(Standup.design.id.uuidString)/record"
        #expect(try StandupsRoute(route: Route(path: path)) == .record(Standup.design.id))
        #expect(try StandupsRoute.record(Standup.design.id).route.description == path)
    }

    @Test(arguments: ["meetings", "standups/not-an-id", "standups/\(UUID(100).uuidString)/delete", "standups/\u{1B}[2J"])
    func aHostileOrUnknownLinkIsATypedErrorNamingTheSegment(path: String) throws {
        let error = try #require(throws: RouteError.self) { try StandupsRoute(route: Route(path: path)) }
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test func openingARoutePushesItsScreensAndTheAppShowsThem() throws {
        let app = tester { StandupsApp($0) }
        let world = app.viewModel.world
        try world.open(.record(Standup.design.id))
        app.expect { $0.path = [.detail(StandupDetail(.design, world)), .record(RecordMeeting(.design, world))] }
        #expect(world.route == .record(Standup.design.id))
        try world.open(.detail(Standup.design.id))
        app.expect { $0.path = [.detail(StandupDetail(.design, world))] }
        #expect(world.route == .detail(Standup.design.id))
        try world.open(.list)
        app.expect { $0.path = [] }
        #expect(world.route == .list)
    }

    @Test func aPastMeetingReadsBackAsItsStandupsDetail() {
        let meeting = Meeting(id: UUID(9), date: meetingDate, transcript: "")
        #expect(StandupsRoute(path: [.meeting(meeting, .design)]) == .detail(Standup.design.id))
    }

    @Test func aLinkToAStandupThatIsNotThereIsRefusedAndChangesNothing() {
        let app = tester { StandupsApp($0) }
        let error = #expect(throws: RouteError.self) { try app.viewModel.world.open(.record(UUID(7))) }
        #expect(error == .unavailable(UUID(7).uuidString, index: 1, reason: "no stand-up has this id"))
        #expect(app.state.path.isEmpty)
    }

    @Test func theAppCanStartShowingALoadErrorAndDeleteFromTheList() {
        let app = tester { StandupsApp($0, storageError: .corrupt(reason: "bad")) }
        #expect(app.state.storageError == .corrupt(reason: "bad"))
        app.viewModel.deleteStandups(atOffsets: [0])
        app.expect { $0.standups = [] }
    }
}

import Fractal
import Testing

@Suite("map embeds an alert's events in a parent's, keeping everything else")
struct AlertStateMapTests {
    @Test func eachEventIsWrappedAndTitlesRolesMessageAndStyleAreKept() {
        let child = deletionAlert(style: .confirmationDialog)
        let parent = child.map(ParentEvent.child)
        #expect(
            parent
                == AlertState(
                    title: "Delete?",
                    message: "This cannot be undone.",
                    buttons: [
                        AlertButton("Delete", role: .destructive, event: .child(.confirm)),
                        AlertButton("Remind me", event: .child(.later(minutes: 10))),
                        AlertButton("Cancel", role: .cancel),
                    ],
                    style: .confirmationDialog
                ))
    }

    @Test func theTransformRunsOncePerButtonThatSendsAnEvent() {
        var seen: [ChildAlert] = []
        _ = deletionAlert().map { event -> ParentEvent in
            seen.append(event)
            return .child(event)
        }
        #expect(seen == [.confirm, .later(minutes: 10)])
    }

    @Test func theDefaultButtonOfAnAlertGivenNoneIsKept() {
        let parent = AlertState<ChildAlert>(title: "Saved").map(ParentEvent.child)
        #expect(parent.buttons == [AlertButton("OK", role: .cancel)])
    }

    @Test func mapsComposeAcrossLevels() {
        enum Root: Hashable, Sendable { case detail(ParentEvent) }
        let twice = deletionAlert().map(ParentEvent.child).map(Root.detail)
        let once = deletionAlert().map { Root.detail(.child($0)) }
        #expect(twice == once)
        #expect(twice.buttons.first?.event == .detail(.child(.confirm)))
    }

    @Test func eventsCanBeMappedToATypeThatIsNotEquatable() {
        let labels = deletionAlert().map { event in { "\(event)" } as @Sendable () -> String }
        #expect(labels.buttons.map { $0.event?() } == ["confirm", "later(minutes: 10)", nil])
    }
}

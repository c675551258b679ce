import Fractal
import FractalTesting
import Testing

@Suite("A screen whose state is a reducer takes itself off its ancestor's stack through a state link")
struct StoreScreenDismissalTests {
    @Test func aDraftDiscardsItselfFromItsEffect() async {
        let desk = ViewModelTester { DeskModel(DeskNavigation(), scheduler: $0) }
        desk.viewModel.newDraftTapped()
        desk.viewModel.newDraftTapped()
        desk.expect {
            $0.drafts = [Self.draft(0, desk), Self.draft(1, desk)]
            $0.nextID = 2
        }
        desk.viewModel.state.drafts[0].store.send(.discardTapped)
        await desk.receive { $0.drafts.removeFirst() }
        #expect(desk.viewModel.state.drafts.map(\.id) == [1])
        await desk.finish()
    }

    @Test func aDraftAddedAfterADiscardIsNeverTakenForAnother() async {
        let desk = ViewModelTester { DeskModel(DeskNavigation(), scheduler: $0) }
        desk.viewModel.newDraftTapped()
        desk.viewModel.newDraftTapped()
        desk.viewModel.state.drafts[0].store.send(.discardTapped)
        await desk.receive {
            $0.drafts = [Self.draft(1, desk)]
            $0.nextID = 2
        }
        desk.viewModel.newDraftTapped()
        desk.expect {
            $0.drafts.append(Self.draft(2, desk))
            $0.nextID = 3
        }
        desk.viewModel.state.drafts[0].store.send(.discardTapped)
        await desk.receive { $0.drafts.removeFirst() }
        #expect(desk.viewModel.state.drafts.map(\.id) == [2])
        await desk.finish()
    }

    /// A new draft `id` of `desk`'s, as a check expects it.
    static func draft(_ id: Int, _ desk: ViewModelTester<DeskModel>) -> Draft {
        Draft(id: id, store: makeDraft(id, desk.viewModel.navigation, scheduler: desk.scheduler))
    }
}

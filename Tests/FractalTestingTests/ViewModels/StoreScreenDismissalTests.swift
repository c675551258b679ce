import Fractal
import FractalTesting
import Testing

@Suite("A screen whose state is a reducer takes itself off its ancestor's stack through a state link")
struct StoreScreenDismissalTests {
    @Test func aDraftDiscardsItselfFromItsEffect() async {
        let desk = ViewModelTester { DeskModel(DeskNavigation(), scheduler: $0) }
        let navigation = desk.viewModel.navigation
        desk.viewModel.newDraftTapped()
        desk.viewModel.newDraftTapped()
        desk.expect { $0.drafts = [makeDraft(0, navigation, scheduler: desk.scheduler), makeDraft(1, navigation, scheduler: desk.scheduler)] }
        desk.viewModel.state.drafts[0].send(.discardTapped)
        await desk.receive { $0.drafts.removeFirst() }
        #expect(desk.viewModel.state.drafts.map(\.states.value.id) == [1])
        await desk.finish()
    }
}

import Fractal
import FractalTesting

/// A meeting being recorded: a screen pushed over a detail screen.
struct RecordPage: Equatable, Sendable {
    var title: String
    var seconds = 0
}

/// The screens a browser pushes.
enum Page: Equatable, Sendable {
    case detail(title: String)
    case record(RecordPage)
}

enum DetailPageEvent: Equatable, Sendable {
    case recordTapped
}

enum RecordPageEvent: Equatable, Sendable {
    case started
    case ticked
    case endTapped
}

enum RecordOutput: Equatable, Sendable {
    case ended(seconds: Int)
}

enum PageEvent: Equatable, Sendable {
    case detail(DetailPageEvent)
    case record(RecordPageEvent)
}

enum PageOutput: Equatable, Sendable {
    case record(RecordOutput)
}

let detailCase = Case(Page.detail) { if case .detail(let title) = $0 { title } else { nil } }
let recordCase = Case(Page.record) { if case .record(let page) = $0 { page } else { nil } }
let detailEvents = Case(PageEvent.detail) { if case .detail(let event) = $0 { event } else { nil } }
let recordEvents = Case(PageEvent.record) { if case .record(let event) = $0 { event } else { nil } }

let detail = Reducer<String, DetailPageEvent, Never> { _, _ in .none }

let record = Reducer<RecordPage, RecordPageEvent, RecordOutput> { page, event in
    switch event {
    case .started:
        return .send(.ticked, every: .seconds(1), id: "timer")
    case .ticked:
        page.seconds += 1
        return .none
    case .endTapped:
        return .merge(.output(.ended(seconds: page.seconds)), .dismiss)
    }
}

/// The reducer of a browser's screens, as `Reducer.scope(case:event:output:child:)`'s documentation combines it.
func makePage() -> Reducer<Page, PageEvent, PageOutput> {
    let page = Reducer<Page, PageEvent, PageOutput>.combine(
        .scope(case: detailCase, event: detailEvents, child: detail),
        .scope(case: recordCase, event: recordEvents, output: PageOutput.record, child: record)
    )
    return page
}

struct BrowserState: Equatable, Sendable {
    var path = Stack<Page>()
    var meetings: [Int] = []
}

enum BrowserEvent: Equatable, Sendable {
    case openTapped(String)
    case path(StackEvent<PageEvent>)
    case pageFinished(StackID, PageOutput)
}

let pathEvents = Case(BrowserEvent.path) { if case .path(let event) = $0 { event } else { nil } }

/// A browser whose stack pushes a record screen made from the detail below it.
func makeBrowser() -> Reducer<BrowserState, BrowserEvent, Never> {
    let page = makePage()
    return Reducer<BrowserState, BrowserEvent, Never> { state, event in
        switch event {
        case .openTapped(let title):
            state.path.append(.detail(title: title))
        case .path(.element(let id, .detail(.recordTapped))):
            if case .detail(let title)? = state.path[id: id] { state.path.append(.record(RecordPage(title: title))) }
        case .pageFinished(_, .record(.ended(let seconds))):
            state.meetings.append(seconds)
        case .path:
            break
        }
        return .none
    }
    .forEach(\.path, event: pathEvents, output: BrowserEvent.pageFinished, child: page)
}

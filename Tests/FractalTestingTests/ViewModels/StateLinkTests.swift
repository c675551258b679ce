import Dispatch
import Fractal
import FractalTesting
import Testing

@Suite("A state link reaches part of a view model's state without keeping the view model alive")
struct StateLinkTests {
    @Test func aPageOnTheStackClosesItselfThroughTheLink() {
        let navigation = BrowserNavigation()
        let browser = ViewModelTester { _ in BrowserModel(navigation) }
        let page = PageModel("Design", navigation)
        #expect(navigation.path.modify { $0.append(page) })
        browser.expect { $0.path = [PageModel("Design", navigation)] }
        #expect(navigation.path.value == [page])
        page.closeTapped()
        browser.expect { $0.path = [] }
    }

    @Test func aLinkToNothingReadsNilAndChangesNothing() {
        let navigation = BrowserNavigation()
        #expect(navigation.path.value == nil)
        #expect(!navigation.path.modify { $0.append(PageModel("Design", navigation)) })
    }

    @Test func theBrowserAndItsPagesGoWhenTheBrowserIsLetGo() {
        let navigation = BrowserNavigation()
        weak var weakBrowser: BrowserModel?
        weak var weakPage: PageModel?
        do {
            let browser = BrowserModel(navigation)
            let page = PageModel("Design", navigation)
            navigation.path.modify { $0.append(page) }
            (weakBrowser, weakPage) = (browser, page)
        }
        #expect(weakBrowser == nil)
        #expect(weakPage == nil)
        #expect(navigation.path.value == nil)
        #expect(!navigation.path.modify { $0.removeAll() })
    }

    @Test func linkingAgainReachesTheNewViewModel() {
        let navigation = BrowserNavigation()
        let first = BrowserModel(navigation)
        let second = BrowserModel(navigation)
        navigation.path.modify { $0.append(PageModel("Design", navigation)) }
        #expect(first.state.path.isEmpty)
        #expect(second.state.path.map(\.state.title) == ["Design"])
    }

    @Test func changesFromManyThreadsAreEachApplied() {
        let navigation = BrowserNavigation()
        let browser = BrowserModel(navigation)
        let counts = Counted()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 {
                navigation.path.modify { $0.append(PageModel("\(thread)-\(index)", navigation)) }
                if index.isMultiple(of: 2) { _ = navigation.path.value }
            }
            counts.add(500)
        }
        #expect(browser.state.path.count == 4_000)
        #expect(counts.total == 4_000)
        #expect(Set(browser.state.path.map(\.state.title)).count == 4_000)
    }
}

/// A total several threads add to.
private final class Counted: Sendable {
    private let value = MutableProperty(0)
    var total: Int { value.value }
    func add(_ count: Int) { value.modify { $0 += count } }
}

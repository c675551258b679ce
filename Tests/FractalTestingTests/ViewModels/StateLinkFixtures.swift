import Fractal

// The browser of StateLink's documentation: a page on the browser's stack closes itself.

struct BrowserNavigation {
    let path = StateLink<[PageModel]>()
}

final class BrowserModel: ViewModel {
    struct State: Equatable {
        var path: [PageModel] = []
    }
    let states = MutableProperty(State())

    init(_ navigation: BrowserNavigation) {
        navigation.path.link(\.path, of: self)
    }
}

final class PageModel: ViewModel {
    struct State: Equatable {
        var title: String
    }
    let states: MutableProperty<State>
    let navigation: BrowserNavigation

    init(_ title: String, _ navigation: BrowserNavigation) {
        states = MutableProperty(State(title: title))
        self.navigation = navigation
    }

    func closeTapped() { navigation.path.modify { $0.removeAll { $0 === self } } }
}

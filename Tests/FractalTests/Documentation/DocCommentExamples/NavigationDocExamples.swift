// The examples of the doc comments in Sources/Fractal/Navigation, compiled
// and run: .ci/check-docs.py finds each one here, line for line.
//
// Routable, RoutePlan and the Routed parents are deprecated (navigation is
// state, and a deep link is a typed route read with RouteReader); their
// examples and tests are themselves deprecated, so they may use them without
// a warning until they go.

import Fractal
import FractalTesting
import Testing

/// Routable's examples: a tree of tabs, the movies tab a stack of details.
@available(*, deprecated)
enum RoutableExample {
    final class MovieDetail: RoutableLeaf {
        nonisolated func dispose() {}
    }

    final class Catalog: RoutableLeaf {
        func dispose() {}
    }

    final class Movies: Routable {
        let stack: RoutedStack<MovieDetail>
        nonisolated let route: Property<Route>

        init() {
            stack = RoutedStack { _ in MovieDetail() }
            route = stack.route
        }

        func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
            try stack.planRoute(from: &reader)
        }

        func dispose() { stack.dispose() }
    }

    enum MainTab: Routable {
        case catalog(Catalog)
        case movies(Movies)

        nonisolated var route: Property<Route> {
            switch self {
            case .catalog(let catalog): catalog.route
            case .movies(let movies): movies.route
            }
        }

        func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
            switch self {
            case .catalog(let catalog): try catalog.planRoute(from: &reader)
            case .movies(let movies): try movies.planRoute(from: &reader)
            }
        }

        func dispose() {
            switch self {
            case .catalog(let catalog): catalog.dispose()
            case .movies(let movies): movies.dispose()
            }
        }
    }
}

extension DocCommentExamples {
    @Suite("Routable's doc examples: a route selects a tab and pushes a detail")
    @MainActor
    struct RoutableDocExampleTests {
        @available(*, deprecated)
        @Test func applyingARouteSelectsTheTabAndReadsBack() throws {
            let catalog = RoutableExample.Catalog()
            let movies = RoutableExample.Movies()
            typealias MainTab = RoutableExample.MainTab

            let tabs = RoutedTabs<MainTab>([("catalog", .catalog(catalog)), ("movies", .movies(movies))])
            try tabs.apply("movies/v-for-vendetta")
            let route = tabs.route.value  // movies/v-for-vendetta

            #expect(route == "movies/v-for-vendetta")
            #expect(tabs.selection.value == 1)
            #expect(movies.stack.count == 1)
            #expect(tabs.validate("catalog/v-for-vendetta") != nil)  // a leaf reads nothing: refused
        }
    }
}

extension DocCommentExamples {
    @Suite("Route's doc example: text read as a route, normalised and decoded")
    struct RouteDocExampleTests {
        @Test func pathsAreNormalisedAndURLsDecoded() throws {
            let route = try Route(path: "/movies//v-for-vendetta/")  // normalised
            let segments = route.segments  // ["movies", "v-for-vendetta"]
            let path = route.description  // "movies/v-for-vendetta"
            let link = try Route(url: "media://movies/v%20for%20vendetta")  // ["movies", "v for vendetta"]

            #expect(segments == ["movies", "v-for-vendetta"])
            #expect(path == "movies/v-for-vendetta")
            #expect(link.segments == ["movies", "v for vendetta"])
        }
    }
}

extension DocCommentExamples {
    @Suite("RoutePlan's doc example: a level commits its state, then publishes it")
    @MainActor
    struct RoutePlanDocExampleTests {
        @available(*, deprecated)
        final class Picker: Routable {
            private(set) var selectedIndex = 0
            let published = MutableProperty(0)
            nonisolated let route: Property<Route>

            init() {
                route = published.map { index in Route(stringLiteral: "\(index)") }
            }

            func planRoute(from reader: inout RouteReader) throws(RouteError) -> RoutePlan {
                guard let segment = reader.next() else { return RoutePlan() }
                guard let index = Int(segment) else { throw reader.unknownSegment(expected: ["an index"]) }
                return selecting(index)
            }

            func dispose() {}

            func selecting(_ index: Int) -> RoutePlan {
                RoutePlan(
                    commit: { self.selectedIndex = index },
                    publish: { self.published.value = self.selectedIndex }
                )
            }
        }

        @available(*, deprecated)
        @Test func applyingTheRouteCommitsThenPublishes() throws {
            let picker = Picker()
            let seen = Recorder<Int>()
            let observation = picker.published.observe(seen.record)
            try picker.apply("2")
            #expect(picker.selectedIndex == 2)
            #expect(seen.values == [0, 2])
            #expect(picker.route.value == "2")
            #expect(picker.validate("two") != nil)
            #expect(picker.selectedIndex == 2)
            observation.dispose()
        }
    }
}

extension DocCommentExamples {
    @Suite("RouteReader's doc example: a typed route reads its level and prints it back")
    struct RouteReaderDocExampleTests {
        enum MoviesRoute: RouteRepresentable {
            case list
            case detail(id: String)

            init(from reader: inout RouteReader) throws(RouteError) {
                guard let id = reader.next() else { self = .list; return }
                self = .detail(id: id)
            }

            func write(to segments: inout [String]) {
                if case .detail(let id) = self { segments.append(id) }
            }
        }

        @Test func routesRoundTrip() throws {
            #expect(try MoviesRoute(route: "v-for-vendetta") == .detail(id: "v-for-vendetta"))
            #expect(try MoviesRoute(route: .root) == .list)
            #expect(try MoviesRoute.detail(id: "brazil").route == "brazil")
            #expect(throws: RouteError.self) { try MoviesRoute(route: "brazil/extra") }
        }
    }
}

extension DocCommentExamples {
    @Suite("RoutedModal's doc example: a route presents a sheet, dismissing takes it away")
    @MainActor
    struct RoutedModalDocExampleTests {
        @available(*, deprecated)
        final class Trailer: RoutableLeaf {
            func dispose() {}
        }

        @available(*, deprecated)
        @Test func aRoutePresentsTheTrailerAndDismissingEndsAtTheRoot() throws {
            let modal = RoutedModal { segment in segment == "trailer" ? Trailer() : nil }
            try modal.apply("trailer")
            modal.dismiss()

            #expect(!modal.isPresenting)
            #expect(modal.route.value == .root)
            try modal.apply("trailer")
            #expect(modal.isPresenting)
            #expect(modal.route.value == "trailer")
            #expect(modal.validate("teaser") != nil)
        }
    }
}

extension DocCommentExamples {
    @Suite("RoutedStack's doc example: a route pushes a movie's detail, pop takes it off")
    @MainActor
    struct RoutedStackDocExampleTests {
        struct Movie: Sendable {
            let id: String
        }

        struct MovieCatalog: Sendable {
            func movie(id: String) -> Movie? { id == "v-for-vendetta" ? Movie(id: id) : nil }
        }

        @available(*, deprecated)
        final class MovieDetail: RoutableLeaf {
            let movie: Movie
            init(_ movie: Movie) { self.movie = movie }
            func dispose() {}
        }

        @available(*, deprecated)
        @Test func theStackPushesTheDetailTheCatalogKnows() throws {
            let catalog = MovieCatalog()

            let stack = RoutedStack { id in catalog.movie(id: id).map(MovieDetail.init) }
            try stack.apply("v-for-vendetta")
            stack.pop()

            #expect(stack.count == 0)
            try stack.apply("v-for-vendetta")
            #expect(stack.top?.movie.id == "v-for-vendetta")
            #expect(stack.validate("brazil") != nil)  // the catalog has no such movie
        }
    }
}

extension DocCommentExamples {
    @Suite("RoutedTabs' doc example: a route selects a tab and the view follows the selection")
    @MainActor
    struct RoutedTabsDocExampleTests {
        @available(*, deprecated)
        final class Screen: RoutableLeaf {
            func dispose() {}
        }

        @available(*, deprecated)
        @Test func applyingATabNameSelectsIt() throws {
            let catalog = Screen()
            let movies = Screen()
            let selected = RecordingPresenter<Int>("tabs")
            let tabsPresenter = selected.presenter

            let tabs = RoutedTabs([("catalog", catalog), ("movies", movies)])
            let presentation = tabsPresenter <~ tabs.selection
            try tabs.apply("movies")
            let route = tabs.route.value  // movies

            #expect(route == "movies")
            #expect(tabs.selected === movies)
            #expect(selected.values == [0, 1])
            presentation?.dispose()
        }
    }
}

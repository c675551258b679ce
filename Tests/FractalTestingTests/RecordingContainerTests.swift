import Fractal
import FractalTesting
import Testing

/// What a card's view shows.
protocol CardPresenters: Sendable {
    var titlePresenter: Presenter<String> { get }
    var tapPresenter: Presenter<@Sendable () -> Void> { get }
}

/// A card: a title, and a tap that counts.
final class Card: Presentable, Sendable {
    let title: String
    let taps = MutableProperty(0)
    init(_ title: String) { self.title = title }

    var present: (any CardPresenters) -> (any Disposable)? {
        { view in
            CompositeDisposable([
                view.titlePresenter <~ self.title,
                view.tapPresenter <~ { @Sendable in self.taps.value += 1 },
            ])
        }
    }
}

/// What a deck's view shows: a heading and the selected card.
protocol DeckPresenters: Sendable {
    var headingPresenter: Presenter<String> { get }
    var selectedCardPresenter: Presenter<Card> { get }
}

/// A deck: a heading, and the card selected now.
final class Deck: Presentable, Sendable {
    let selected = MutableProperty(Card("Ace"))

    var present: (any DeckPresenters) -> (any Disposable)? {
        { view in
            CompositeDisposable([view.headingPresenter <~ "Deck", view.selectedCardPresenter <~ self.selected])
        }
    }
}

struct RecordingCard: RecordingContainer, CardPresenters {
    @Recorded var titlePresenter: Presenter<String>
    @Recorded var tapPresenter: Presenter<@Sendable () -> Void>
}

struct RecordingDeck: RecordingContainer, DeckPresenters {
    @Recorded var headingPresenter: Presenter<String>
    @RecordedChildren(RecordingCard.self) var selectedCardPresenter: Presenter<Card>
}

@Suite("Recording containers: one line per presenter, named after the property")
struct RecordingContainerTests {
    let session = RecordingSession()

    @Test func recordingsAreNamedAfterTheContainerAndTheirPropertiesInTheOrderDeclared() throws {
        let deck = RecordingDeck(session: session, name: "deck")
        let presentation = Deck() <- deck
        #expect(deck.$headingPresenter.name == "deck.heading")
        #expect(deck.$selectedCardPresenter.name == "deck.selectedCard")
        let card = try #require(deck.$selectedCardPresenter.currentContainer)
        #expect(card.$titlePresenter.name == "deck.selectedCard[0].title")
        #expect(
            session.dump() == """
                deck.heading: Deck
                deck.selectedCard: \(String(reflecting: Card.self))
                deck.selectedCard[0].title: Ace
                deck.selectedCard[0].tap: (Function)
                """)
        presentation?.dispose()
        #expect(session.dump() == "(nothing presented)")
    }

    @Test func aRootContainerWithoutANameNamesItsRecordingsAfterTheirPropertiesAlone() {
        let card = RecordingCard(session: session)
        #expect(card.$titlePresenter.name == "title")
        #expect(card.$tapPresenter.name == "tap")
    }

    @Test func theProjectedValueIsTheRecordingAndTheWrappedValueItsPresenter() throws {
        let card = RecordingCard(session: session, name: "card")
        let model = Card("Queen")
        let presentation = model <- card
        #expect(card.$titlePresenter.current == "Queen")
        let tap = try #require(card.$tapPresenter.current)
        tap()
        #expect(model.taps.value == 1)
        let direct = card.titlePresenter <~ "King"  // the wrapped value is the recording's presenter
        #expect(card.$titlePresenter.live == ["Queen", "King"])
        direct?.dispose()
        presentation?.dispose()
    }

    @Test func copiesOfAContainerShareItsRecordings() {
        let card = RecordingCard(session: session, name: "card")
        let copy = card
        let presentation = copy.titlePresenter <~ "Jack"
        #expect(card.$titlePresenter.current == "Jack")
        #expect(card.$titlePresenter === copy.$titlePresenter)
        presentation?.dispose()
    }

    @Test func twoContainersInOneSessionKeepTheirRecordingsApart() {
        let left = RecordingCard(session: session, name: "left")
        let right = RecordingCard(session: session, name: "right")
        let presentations = [Card("Ace") <- left, Card("Two") <- right]
        #expect(left.$titlePresenter.current == "Ace" && right.$titlePresenter.current == "Two")
        #expect(session.dump().hasPrefix("left.title: Ace\nleft.tap: (Function)\nright.title: Two"))
        presentations.forEach { $0?.dispose() }
    }

    @Test func aContainerMadeWithoutASessionRecordsOnItsOwn() {
        let card = RecordingCard()
        let presentation = Card("Ten") <- card
        #expect(card.$titlePresenter.current == "Ten")
        #expect(session.dump() == "(nothing presented)")
        presentation?.dispose()
    }

    @Test func eachChildGetsANewContainerAndTheReplacedOneTakesItsValuesBack() throws {
        let deck = RecordingDeck(session: session, name: "deck")
        let model = Deck()
        let presentation = model <- deck
        let ace = try #require(deck.$selectedCardPresenter.currentContainer)
        model.selected.value = Card("King")
        #expect(try #require(deck.$selectedCardPresenter.currentContainer).$titlePresenter.current == "King")
        #expect(ace.$titlePresenter.liveCount == 0)
        #expect(deck.$selectedCardPresenter.containers.count == 2)
        presentation?.dispose()
    }
}

@Suite("Exhaustive mode and leak reports with recording containers")
struct RecordingContainerExhaustivityTests {
    @Test func theExhaustivityFailureNamesTheUnreadRecordingsByProperty() throws {
        let session = RecordingSession()
        let deck = RecordingDeck(session: session, name: "deck")
        let presentation = Deck() <- deck
        #expect(deck.$headingPresenter.next() == "Deck")
        presentation?.dispose()
        let failure = failures { session.checkExhausted() }
        #expect(failure.message.contains("deck.selectedCard[0].title\n  not consumed: Ace\ndeck.selectedCard[0].tap\n  not consumed: "))
        let card = try #require(deck.$selectedCardPresenter.containers.first)
        #expect(card.$titlePresenter.next() == "Ace")
        _ = card.$tapPresenter.next()
        session.checkExhausted()
    }

    @Test func theLeakReportNamesTheLivePresentationsByProperty() {
        let session = RecordingSession()
        let deck = RecordingDeck(session: session, name: "deck")
        let model = Deck()
        session.track(model, as: "deck")
        let presentation = Deck() <- deck
        let heading = deck.headingPresenter <~ "Still here"
        let failure = failures { session.disposeAndCheckLeaks(presentation) }
        #expect(failure.message == "still presented:\n  deck.heading: Still here\nstill alive:\n  deck")
        heading?.dispose()
        withExtendedLifetime(model) {}
    }
}

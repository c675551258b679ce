import Fractal

/// A sheet that closes itself.
final class SheetModel: ViewModel {
    struct State: Equatable {
        var text = ""
    }
    let states = MutableProperty(State())

    func closeTapped() { dismiss() }
}

/// A screen of another kind that closes itself.
final class EditorModel: ViewModel {
    struct State: Equatable {
        var title: String
    }
    let states: MutableProperty<State>

    init(_ title: String) { states = MutableProperty(State(title: title)) }

    func doneTapped() { dismiss() }
}

/// A parent showing at most one destination, of either kind.
final class NotesModel: ViewModel {
    enum Destination: Equatable, Sendable {
        case sheet(SheetModel)
        case editor(EditorModel)
    }
    struct State: Equatable {
        var destination: Destination?
    }
    let states = MutableProperty(State())

    init() { handleDismissals(in: \.destination) }

    func newTapped() { modify { $0.destination = .editor(EditorModel("New")) } }
}

/// A parent keeping a stack of screens of both kinds.
final class BrowserModel: ViewModel {
    enum Screen: Equatable, Sendable {
        case sheet(SheetModel)
        case editor(EditorModel)
    }
    struct State: Equatable {
        var path: [Screen] = []
    }
    let states = MutableProperty(State())

    init() { handleDismissals(in: \.path) }

    func push(_ screen: Screen) { modify { $0.path.append(screen) } }
}

/// A parent whose slot holds a sheet itself, not an enum.
final class SheetHostModel: ViewModel {
    struct State: Equatable {
        var sheet: SheetModel?
    }
    let states = MutableProperty(State())

    init() { handleDismissals(in: \.sheet) }
}

/// A parent that shows a sheet and forgot `handleDismissals(in:)`.
final class ForgetfulHostModel: ViewModel {
    struct State: Equatable {
        var sheet: SheetModel?
    }
    let states = MutableProperty(State())

    func showTapped() { modify { $0.sheet = SheetModel() } }
}

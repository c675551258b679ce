// The profile screen of the DocC article "Testing View Models"
// (Sources/Fractal/Fractal.docc/TestingViewModels.md), whose tests are in
// TestingViewModelsTests.swift; .ci/check-docs.py checks the article's blocks
// appear in these files line for line.

import Fractal

/// Saves a profile's name, and answers whether it was saved.
struct ProfileServer: Sendable {
    var save: @Sendable (String) async -> Bool
}

enum ProfileAlert: Equatable, Sendable {
    case retry
}

extension AlertState where Event == ProfileAlert {
    static var couldNotSave: Self {
        AlertState(title: "Could not save", buttons: [AlertButton("Retry", event: .retry), AlertButton("Cancel", role: .cancel)])
    }
}

/// A screen that shows a name, edits it in a child screen, saves it, and
/// shows "Saved" for two seconds.
final class ProfileModel: ViewModel {
    struct State: Equatable {
        var name: String
        var editor: NameEditorModel?
        var isSaving = false
        var status: String?
        var alert: AlertState<ProfileAlert>?
    }
    let states: MutableProperty<State>
    private let server: ProfileServer
    private let scheduler: any TimedScheduler
    private let statusTimer = SerialDisposable()

    init(name: String, server: ProfileServer, scheduler: any TimedScheduler) {
        states = MutableProperty(State(name: name))
        (self.server, self.scheduler) = (server, scheduler)
    }

    func editTapped() { modify { $0.editor = NameEditorModel(name: $0.name) } }

    func doneEditingTapped() {
        guard let name = state.editor?.state.name else { return }
        modify {
            $0.name = name
            $0.editor = nil
        }
    }

    func saveTapped() {
        let name = modify { state in
            state.isSaving = true
            return state.name
        }
        startTask(id: "save") { [server] profile in
            profile.saveAnswered(await server.save(name))
        }
    }

    func alertTapped(_ event: ProfileAlert?) {
        guard answer(\.alert) else { return }
        if event == .retry { saveTapped() }
    }

    /// Schedules the status's end before showing it, so that whoever sees
    /// "Saved" finds its end already scheduled.
    private func saveAnswered(_ isSaved: Bool) {
        if isSaved {
            statusTimer.inner = scheduler.schedule(after: .seconds(2)) { [weak self] in
                self?.modify { $0.status = nil }
            }
        }
        modify {
            $0.isSaving = false
            if isSaved { $0.status = "Saved" } else { $0.alert = .couldNotSave }
        }
    }
}

/// The child screen that edits the name.
final class NameEditorModel: ViewModel {
    struct State: Equatable {
        var name: String
    }
    let states: MutableProperty<State>

    init(name: String) { states = MutableProperty(State(name: name)) }

    func nameChanged(_ name: String) { modify { $0.name = name } }
}

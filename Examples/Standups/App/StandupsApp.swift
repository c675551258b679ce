import Foundation
import Fractal

/// The whole app: the list at the root, and the screens pushed over it.
package struct StandupsState: Equatable, Sendable {
    package var list: StandupsListState
    package var path: Stack<StandupsScreen>
    /// The last failure to load or save the stand-ups, shown until the user dismisses it.
    package var storageError: StorageError?

    /// Creates the app over `standups`, with `path` pushed.
    package init(standups: IdentifiedList<Standup> = [], path: Stack<StandupsScreen> = [], storageError: StorageError? = nil) {
        (self.list, self.path, self.storageError) = (StandupsListState(standups: standups), path, storageError)
    }

    /// Changes the stand-up `id` everywhere it is shown: the list and the screens showing it.
    mutating func update(_ id: Standup.ID, _ change: (inout Standup) -> Void) {
        guard var standup = list.standups[id: id] else { return }
        change(&standup)
        list.standups[id: id] = standup
        for screenID in path.ids where path[id: screenID]?.detail?.standup.id == id {
            path[id: screenID]?.detail?.standup = standup
        }
    }
}

/// A screen pushed over the list.
package enum StandupsScreen: Equatable, Sendable {
    case detail(StandupDetailState)
    case meeting(Meeting, standup: Standup)
    case record(RecordMeetingState)

    static let detailCase = Case(detail) { if case .detail(let state) = $0 { state } else { nil } }
    static let recordCase = Case(record) { if case .record(let state) = $0 { state } else { nil } }

    /// The detail screen's state, if this is one; setting it changes a detail screen only.
    package var detail: StandupDetailState? {
        get { Self.detailCase.extract(self) }
        set { if let newValue, detail != nil { self = .detail(newValue) } }
    }

    /// The recording screen's state, if this is one; setting it changes a recording screen only.
    package var record: RecordMeetingState? {
        get { Self.recordCase.extract(self) }
        set { if let newValue, record != nil { self = .record(newValue) } }
    }
}

package enum StandupsScreenEvent: Equatable, Sendable {
    case detail(StandupDetailEvent)
    case record(RecordMeetingEvent)

    static let detailCase = Case(detail) { if case .detail(let event) = $0 { event } else { nil } }
    static let recordCase = Case(record) { if case .record(let event) = $0 { event } else { nil } }
}

package enum StandupsScreenOutput: Equatable, Sendable {
    case detail(StandupDetailOutput)
    case record(RecordMeetingOutput)
}

package enum StandupsEvent: Equatable, Sendable {
    case list(StandupsListEvent)
    case path(StackEvent<StandupsScreenEvent>)
    case screenFinished(StackID, StandupsScreenOutput)
    case open(Stack<StandupsScreen>)
    case storageFailed(StorageError)
    case storageErrorDismissed

    /// An event for the detail screen `id`.
    package static func detail(_ id: StackID, _ event: StandupDetailEvent) -> Self { .path(.element(id: id, event: .detail(event))) }
    /// An event for the recording screen `id`.
    package static func record(_ id: StackID, _ event: RecordMeetingEvent) -> Self { .path(.element(id: id, event: .record(event))) }

    static let listCase = Case(list) { if case .list(let event) = $0 { event } else { nil } }
    static let pathCase = Case(path) { if case .path(let event) = $0 { event } else { nil } }
}

/// The app's reducer: the list, the stack of screens, and what they tell each other.
package func standupsApp(_ environment: StandupsEnvironment) -> Reducer<StandupsState, StandupsEvent, Never> {
    let screen = Reducer<StandupsScreen, StandupsScreenEvent, StandupsScreenOutput>.combine(
        .scope(
            case: StandupsScreen.detailCase, event: StandupsScreenEvent.detailCase, output: StandupsScreenOutput.detail,
            child: standupDetail(environment)),
        .scope(
            case: StandupsScreen.recordCase, event: StandupsScreenEvent.recordCase, output: StandupsScreenOutput.record,
            child: recordMeeting(environment))
    )
    return Reducer { state, event in
        switch event {
        case .list(.standupTapped(let id)):
            guard let standup = state.list.standups[id: id] else { return .none }
            state.path.append(.detail(StandupDetailState(standup: standup)))
        case .path(.element(let id, .detail(.meetingTapped(let meetingID)))):
            guard case .detail(let detail)? = state.path[id: id], let meeting = detail.standup.meetings[id: meetingID] else {
                return .none
            }
            state.path.append(.meeting(meeting, standup: detail.standup))
        case .screenFinished(let id, .detail(.startMeeting)):
            guard case .detail(let detail)? = state.path[id: id] else { return .none }
            state.path.append(.record(RecordMeetingState(standup: detail.standup)))
        case .screenFinished(_, .detail(.changed(let standup))):
            state.update(standup.id) { $0 = standup }
        case .screenFinished(_, .detail(.deleted(let id))):
            state.list.standups.remove(id: id)
        case .screenFinished(_, .record(.saved(let meeting, let standupID))):
            state.update(standupID) { $0.meetings.insert(meeting, at: 0) }
        case .open(let path):
            state.path = path
        case .storageFailed(let error):
            state.storageError = error
        case .storageErrorDismissed:
            state.storageError = nil
        case .list, .path:
            break
        }
        return .none
    }
    .scope(\.list, event: StandupsEvent.listCase, child: standupsList(environment))
    .forEach(\.path, event: StandupsEvent.pathCase, output: StandupsEvent.screenFinished, child: screen)
}

/// What a ``RecordingSession`` keeps of one of its recordings: its name
/// and closures over its log, never the recording itself.
///
/// A recording's bind closures may capture the session (a child presenter's
/// container closure usually does, to make the container's presenters), so
/// a session that kept its recordings would form a cycle with them. Keeping
/// only the log also lets a session report a presentation still live after
/// the test dropped the recording that made it.
struct SessionEntry: Sendable {
    /// The recording's name.
    let name: String
    /// Whether exhaustivity checks look at the recording.
    let isExhaustive: @Sendable () -> Bool
    /// The descriptions of the recording's live presentations.
    let liveDescriptions: @Sendable () -> [String]
    /// What the recording holds that a test has not accounted for.
    let finding: @Sendable () -> ExhaustivityReport.Finding
    /// Forgets the recorded values, so they can be released.
    let forgetValues: @Sendable () -> Void
}

// Spellings renamed before the first release. Each compiles, with a warning
// naming its replacement, for one release; CHANGELOG lists them.

/// The former name of ``RecordingSession``.
@available(*, deprecated, renamed: "RecordingSession")
public typealias PresentationRecorder = RecordingSession

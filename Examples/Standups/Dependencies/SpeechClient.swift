import Foundation

/// Whether the app may listen to the meeting.
enum SpeechAuthorization {
    case notDetermined, denied, restricted, authorized
}

/// Speech recognition: the permission, and the transcript so far, as the meeting goes on.
struct SpeechClient {
    var authorizationStatus: @Sendable () -> SpeechAuthorization
    var requestAuthorization: @Sendable () async -> SpeechAuthorization
    var transcripts: @Sendable () -> AsyncThrowingStream<String, any Error>

    /// An authorized client that hears `transcript`, then fails if `failing`: for previews and tests.
    static func scripted(_ transcript: String?, failing: Bool = false) -> SpeechClient {
        SpeechClient(
            authorizationStatus: { .authorized }, requestAuthorization: { .authorized },
            transcripts: {
                AsyncThrowingStream { continuation in
                    if let transcript { continuation.yield(transcript) }
                    continuation.finish(throwing: failing ? CancellationError() : nil)
                }
            })
    }

    /// A client whose permission is `status` and who hears nothing.
    static func fixed(_ status: SpeechAuthorization) -> SpeechClient {
        SpeechClient(
            authorizationStatus: { status }, requestAuthorization: { status },
            transcripts: { AsyncThrowingStream { $0.finish() } })
    }
}

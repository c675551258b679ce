import Foundation

/// What the stand-ups app needs from the world: ids, the time, speech
/// recognition and the system settings. Tests pass fixed ones.
package struct StandupsEnvironment: Sendable {
    package var uuid: @Sendable () -> UUID
    package var now: @Sendable () -> Date
    package var speech: SpeechClient
    package var openSettings: @Sendable () async -> Void

    /// Creates an environment.
    package init(
        uuid: @escaping @Sendable () -> UUID, now: @escaping @Sendable () -> Date, speech: SpeechClient,
        openSettings: @escaping @Sendable () async -> Void = {}
    ) {
        (self.uuid, self.now, self.speech, self.openSettings) = (uuid, now, speech, openSettings)
    }
}

/// Whether the app may listen to the meeting.
package enum SpeechAuthorization: Sendable {
    case notDetermined, denied, restricted, authorized
}

/// Speech recognition: the permission, and the transcript so far, as the meeting goes on.
package struct SpeechClient: Sendable {
    package var authorizationStatus: @Sendable () -> SpeechAuthorization
    package var requestAuthorization: @Sendable () async -> SpeechAuthorization
    package var transcripts: @Sendable () -> AsyncThrowingStream<String, any Error>

    /// Creates a speech client.
    package init(
        authorizationStatus: @escaping @Sendable () -> SpeechAuthorization,
        requestAuthorization: @escaping @Sendable () async -> SpeechAuthorization,
        transcripts: @escaping @Sendable () -> AsyncThrowingStream<String, any Error>
    ) {
        (self.authorizationStatus, self.requestAuthorization, self.transcripts) =
            (authorizationStatus, requestAuthorization, transcripts)
    }

    /// An authorized client that hears `transcript`, then fails if `failing`: for previews and tests.
    package static func scripted(_ transcript: String?, failing: Bool = false) -> SpeechClient {
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
    package static func fixed(_ status: SpeechAuthorization) -> SpeechClient {
        SpeechClient(
            authorizationStatus: { status }, requestAuthorization: { status },
            transcripts: { AsyncThrowingStream { $0.finish() } })
    }
}

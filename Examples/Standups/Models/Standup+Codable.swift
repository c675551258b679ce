import Foundation
import Fractal

/// The stand-ups file is read from disk, so every value in it is checked as
/// it is decoded: a value the app cannot use (a length of a billion years, a
/// meeting dated past the year 9999) is a `DecodingError` naming where it
/// is, which the storage reports as a corrupt file, never a crash later.
///
/// A length is written as whole seconds (`"duration": 300`), which a person
/// can read and fix; the pairs of numbers older files hold (`Duration`'s own
/// coding, attoseconds split in two) are still read.
extension Standup {
    /// The lengths a stand-up may have: a second to a day.
    static let durationRange: ClosedRange<Duration> = .seconds(1) ... .seconds(24 * 60 * 60)

    enum CodingKeys: String, CodingKey {
        case id, attendees, duration, meetings, theme, title
    }

    /// Decodes a stand-up, checking its length.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field, or a length
    ///   outside ``durationRange``.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            attendees: try container.decode(IdentifiedList<Attendee>.self, forKey: .attendees),
            duration: try Self.decodeDuration(from: container),
            meetings: try container.decode(IdentifiedList<Meeting>.self, forKey: .meetings),
            theme: try container.decode(Theme.self, forKey: .theme),
            title: try container.decode(String.self, forKey: .title))
    }

    /// Encodes the stand-up, its length in seconds.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError.invalidValue` for a length outside
    ///   ``durationRange`` (it could not be read back).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(attendees, forKey: .attendees)
        guard Self.durationRange.contains(duration) else {
            throw EncodingError.invalidValue(
                duration, EncodingError.Context(codingPath: container.codingPath + [CodingKeys.duration], debugDescription: "length out of range"))
        }
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 {
            try container.encode(seconds, forKey: .duration)
        } else {
            try container.encode(Double(seconds) + Double(attoseconds) / 1e18, forKey: .duration)
        }
        try container.encode(meetings, forKey: .meetings)
        try container.encode(theme, forKey: .theme)
        try container.encode(title, forKey: .title)
    }

    /// The length: a number of seconds, or an older file's pair, in range.
    private static func decodeDuration(from container: KeyedDecodingContainer<CodingKeys>) throws -> Duration {
        let duration: Duration
        if let seconds = try? container.decode(Int64.self, forKey: .duration) {
            duration = .seconds(seconds)
        } else if let seconds = try? container.decode(Double.self, forKey: .duration) {
            // Checked as a number first: a huge one would not make a Duration.
            let bounds = Double(durationRange.lowerBound.components.seconds)...Double(durationRange.upperBound.components.seconds)
            guard bounds.contains(seconds) else { throw outOfRange(container) }
            duration = .seconds(seconds)
        } else if let pair = try? container.decode(Duration.self, forKey: .duration) {
            duration = pair
        } else {
            throw DecodingError.dataCorruptedError(forKey: .duration, in: container, debugDescription: "a length is a number of seconds")
        }
        guard durationRange.contains(duration) else { throw outOfRange(container) }
        return duration
    }

    /// The error of a length outside ``durationRange``.
    private static func outOfRange(_ container: KeyedDecodingContainer<CodingKeys>) -> DecodingError {
        .dataCorruptedError(forKey: .duration, in: container, debugDescription: "a stand-up lasts from 1 second to 1 day")
    }
}

/// A meeting's date is checked as it is decoded: one outside ``dateRange``
/// is a `DecodingError`.
extension Meeting {
    /// The dates a meeting may have: the years 1 to 9999.
    static let dateRange = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    enum CodingKeys: String, CodingKey {
        case id, date, transcript
    }

    /// Decodes a meeting, checking its date.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field, or a date
    ///   outside ``dateRange``.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let date = try container.decode(Date.self, forKey: .date)
        guard Self.dateRange.contains(date) else {
            throw DecodingError.dataCorruptedError(forKey: .date, in: container, debugDescription: "a meeting is dated in the years 1 to 9999")
        }
        self.init(id: try container.decode(UUID.self, forKey: .id), date: date, transcript: try container.decode(String.self, forKey: .transcript))
    }

    /// Encodes the meeting.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(date, forKey: .date)
        try container.encode(transcript, forKey: .transcript)
    }
}

/// What a leak check found still presented or alive after the root
/// presentation was disposed.
struct LeakReport: Sendable, CustomStringConvertible {
    /// Presentations still live, as `presenter: value`.
    let livePresentations: RecordedValues<String>
    /// Tracked objects still alive, by name.
    let liveObjects: RecordedValues<String>

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - livePresentations: Presentations still live, as `presenter: value`.
    ///   - liveObjects: Tracked objects still alive, by name.
    init(livePresentations: RecordedValues<String>, liveObjects: RecordedValues<String>) {
        self.livePresentations = livePresentations
        self.liveObjects = liveObjects
    }

    /// Whether nothing is presented and every tracked object was released.
    var isClean: Bool { livePresentations.isEmpty && liveObjects.isEmpty }

    /// A readable account of the leaks, for a failing test's message.
    var description: String {
        if isClean { return "no leaks" }
        var lines: [String] = []
        if !livePresentations.isEmpty {
            lines.append("still presented:")
            lines += livePresentations.map { "  \($0)" }
        }
        if !liveObjects.isEmpty {
            lines.append("still alive:")
            lines += liveObjects.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

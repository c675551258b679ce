/// A line diff of two texts, for showing how an actual state differs from the
/// expected one: the longest common subsequence of their lines (hand-written,
/// no dependency), rendered with `-` for expected lines, `+` for actual lines
/// and long unchanged runs collapsed.
enum LineDiff {
    /// One line of a diff.
    enum Line: Equatable {
        /// In both texts.
        case same(String)
        /// Only in the old (expected) text.
        case removed(String)
        /// Only in the new (actual) text.
        case added(String)

        /// Whether the line is in both texts.
        var isSame: Bool {
            if case .same = self { true } else { false }
        }
    }

    /// Above this many cells (lines × lines, after trimming the common prefix
    /// and suffix), the middle is shown as all removed, then all added,
    /// instead of building the LCS table.
    static let tableLimit = 4_000_000

    /// The diff turning `old` into `new`, in order: a longest common
    /// subsequence of lines kept, removals before additions between them.
    ///
    /// - Complexity: O(*n* × *m*) time and memory for the *n* and *m* lines
    ///   left after trimming the common prefix and suffix.
    static func lines(from old: [String], to new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        return old[..<prefix].map(Line.same) + middle(from: oldMiddle, to: newMiddle)
            + old[(old.count - suffix)...].map(Line.same)
    }

    /// The diff of two texts with no common first or last line.
    private static func middle(from old: [String], to new: [String]) -> [Line] {
        let (n, m) = (old.count, new.count)
        guard n > 0, m > 0, n * m <= tableLimit else { return old.map(Line.removed) + new.map(Line.added) }
        // common[i * (m + 1) + j]: the LCS length of old[i...] and new[j...].
        var common = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i * (m + 1) + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * (m + 1) + j + 1] + 1
                    : max(common[(i + 1) * (m + 1) + j], common[i * (m + 1) + j + 1])
            }
        }
        var result: [Line] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if common[(i + 1) * (m + 1) + j] >= common[i * (m + 1) + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result + old[i...].map(Line.removed) + new[j...].map(Line.added)
    }

    /// `diff` as text lines: `"- "` before a removed (expected) line, `"+ "`
    /// before an added (actual) line, `"  "` before an unchanged one. Runs of
    /// unchanged lines farther than `context` lines from a change are
    /// collapsed into one `"  … (k unchanged lines)"` line.
    static func render(_ diff: [Line], context: Int = 3) -> [String] {
        let changed = diff.indices.filter { !diff[$0].isSame }
        var shown = [Bool](repeating: changed.isEmpty, count: diff.count)
        for index in changed {
            for near in max(0, index - context)...min(diff.count - 1, index + context) { shown[near] = true }
        }
        var rendered: [String] = []
        var hidden = 0
        for (index, line) in diff.enumerated() {
            guard shown[index] else {
                hidden += 1
                continue
            }
            if hidden > 0 { rendered.append(collapsed(hidden)) }
            hidden = 0
            switch line {
            case .same(let text): rendered.append("  " + text)
            case .removed(let text): rendered.append("- " + text)
            case .added(let text): rendered.append("+ " + text)
            }
        }
        if hidden > 0 { rendered.append(collapsed(hidden)) }
        return rendered
    }

    private static func collapsed(_ count: Int) -> String {
        count == 1 ? "  … (1 unchanged line)" : "  … (\(count) unchanged lines)"
    }

    /// `value` as `Swift.dump` prints it, one line per property or element,
    /// without dump's `▿`, `▹` and `-` markers (so they cannot be mistaken
    /// for the diff's): the type on the first line, then `name: value`
    /// lines indented two spaces per level.
    static func dumpLines(of value: some Any) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map { line in
                let indent = line.prefix { $0 == " " }
                let rest = line.dropFirst(indent.count)
                let marked = ["▿ ", "▹ ", "- "].contains { rest.hasPrefix($0) }
                return String(indent) + String(marked ? rest.dropFirst(2) : rest)
            }
    }
}

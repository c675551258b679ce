import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SplitMix64, the generator of FractalTesting's `SeededRandomNumberGenerator`
/// (this target cannot import FractalTesting): the same seed, the same numbers.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// The inode of the file at `path`: a save (a rename) gives it a new one.
private func inode(_ path: String) -> UInt64? {
    var status = stat()
    return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
}

@Suite("A demo killed during its saves leaves the old or the new whole file, and the next save removes what the kill left")
struct StandupsStorageKillTests {
    /// A stand-up with a meeting whose transcript is `size` bytes: each save
    /// writes at least that much, so that kills land inside writes.
    private func largeStandups(size: Int) throws -> [UInt8] {
        let standup: [String: Any] = [
            "id": UUID().uuidString, "title": "Large", "theme": "navy", "duration": 300, "attendees": [[String: Any]](),
            "meetings": [["id": UUID().uuidString, "date": 0, "transcript": String(repeating: "w", count: size)]],
        ]
        return Array(try JSONSerialization.data(withJSONObject: [standup]))
    }

    @Test func everyKillLeavesAWholeDocumentOfTheSavesSoFar() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(state: seed)
        let transcript = 256 * 1024
        let file = try StandupsFileFixture(contents: try largeStandups(size: transcript))
        defer { file.remove() }
        var titles: [String] = []
        var killedMidSave = 0
        let kills = 12
        for run in 0..<kills {
            let added = (0..<6).map { "r\(run)n\($0)" }
            let process = demoProcess(["standups", "--file", file.path])
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let before = inode(file.path)
            try process.run()
            try await InputWriter(Data(added.map { "add\ntitle \($0)\nsave\n" }.joined().utf8), to: input.fileHandleForWriting).wait()
            // Kill at a seeded point after the first save of this run (polled and slept on a thread of its own).
            let delay = UInt32.random(in: 0..<30_000, using: &random)
            await onThreadOfItsOwn { [path = file.path] in
                while inode(path) == before, process.isRunning { usleep(200) }
                usleep(delay)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            if try file.files().contains(where: { $0.hasSuffix(".tmp") }) { killedMidSave += 1 }

            let standups = try file.standups()
            let saved = standups.dropFirst().compactMap { $0["title"] as? String }
            let meetings = standups.first?["meetings"] as? [[String: Any]]
            #expect(standups.first?["title"] as? String == "Large", "seed \(seed), run \(run)")
            #expect((meetings?.first?["transcript"] as? String)?.count == transcript, "seed \(seed), run \(run)")
            #expect(Array(saved.prefix(titles.count)) == titles, "seed \(seed), run \(run): an earlier save lost")
            #expect(Array(saved.dropFirst(titles.count)) == Array(added.prefix(saved.count - titles.count)), "seed \(seed), run \(run)")
            #expect(!(try file.files().contains { $0.hasSuffix(".corrupt") }), "seed \(seed), run \(run)")
            titles = saved
        }
        let last = try await runStandups(["add", "title Last", "save"], file: file)
        #expect(standupsScreens(in: last).allSatisfy { $0.screen.storageError == nil }, "seed \(seed)")
        #expect(try file.files() == ["standups.json"], "seed \(seed): \(killedMidSave) kills left a temporary file")
        #expect(try file.standups().dropFirst().compactMap { $0["title"] as? String } == titles + ["Last"], "seed \(seed)")
    }
}

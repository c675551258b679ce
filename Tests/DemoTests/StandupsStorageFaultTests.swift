import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stand-ups file of one stand-up, "Kept", as an earlier run saved it.
private func keptStandup() throws -> [UInt8] {
    try standupsJSON(id: UUID(), title: "Kept", attendees: ["Ada"], seconds: 300)
}

@Suite("A save that fails for want of space or permission is reported, and the file on disk stays whole and unrenamed")
struct StandupsStorageFaultTests {
    @Test(.enabled(if: !runsUnderThreadSanitizer, "ThreadSanitizer's runtime dies of SIGBUS under a file size limit"))
    func aFileSizeLimitMidWriteIsAFailedSaveAndTheOldFileStays() async throws {
        let file = try StandupsFileFixture(contents: try keptStandup())
        defer { file.remove() }
        let before = try file.bytes()
        // The disk "fills" at 2 KiB: a write past it fails with EFBIG (the
        // signal it would send is ignored, as sh passes on to the demo).
        let process = wrappedDemoProcess(
            "/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 4; exec \"$0\" \"$@\""], demoArguments: ["standups", "--file", file.path])
        let title = String(repeating: "long ", count: 1000)
        let run = try await runStorageProcess(process, input: "add\ntitle \(title)\nsave\n")
        #expect(run.status == 3)  // the last change is not saved
        let steps = try requireScreens(run, 4)
        #expect(steps[3].screen.storageError?.hasPrefix("! stand-ups file: could not write: standups.json: write: ") == true)
        #expect(try file.files() == ["standups.json"])
        #expect(try file.bytes() == before)
    }

    @Test(.enabled(if: canRunUnprivileged, "needs setpriv to drop root's privileges"))
    func anUnreadableFileIsReportedNeverMovedAsideNorReplaced() async throws {
        let file = try StandupsFileFixture(contents: try keptStandup())
        defer { file.remove() }
        file.openToEveryone()
        chmod(file.path, 0o200)
        let before = try file.bytes()
        let run = try await runStorageProcess(unprivilegedDemoProcess(["standups", "--file", file.path]), input: "add\ntitle Design\nsave\n")
        #expect(run.status == 3)  // the last change is not saved
        let steps = try requireScreens(run, 4)
        #expect(steps[0].screen.storageError == "! stand-ups file: could not read: standups.json: open: Permission denied (errno \(EACCES))")
        #expect(run.output.contains("  Nothing was loaded; the file is kept, and a save moves it aside to "))
        #expect(run.output.contains("/standups.json.corrupt only if it can be read.\n"))
        #expect(
            steps[3].screen.storageError
                == "! stand-ups file: could not write: standups.json: not replaced: it could not be read: Permission denied")
        #expect(try file.files() == ["standups.json"])
        #expect(try file.bytes() == before)
    }

    @Test(.enabled(if: geteuid() == 0 && canRunUnprivileged, "needs root to make a file another user cannot write"))
    func anotherUsersReadOnlyFileIsNotReplaced() async throws {
        let file = try StandupsFileFixture(contents: try keptStandup())
        defer { file.remove() }
        file.openToEveryone()
        chmod(file.path, 0o444)
        let before = try file.bytes()
        let run = try await runStorageProcess(unprivilegedDemoProcess(["standups", "--file", file.path]), input: "add\ntitle Design\nsave\n")
        let steps = try requireScreens(run, 4)
        #expect(steps[0].screen.storageError == nil)
        #expect(steps[3].screen.storageError == "! stand-ups file: could not write: standups.json: not replaced: the file is read-only")
        #expect(try file.files() == ["standups.json"])
        #expect(try file.bytes() == before)
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect((status.st_uid, status.st_mode & 0o7777) == (0, 0o444))
    }

    @Test(.enabled(if: canRunUnprivileged, "needs setpriv to drop root's privileges"))
    func aReadOnlyDirectoryIsAFailedSaveAndTheFileStays() async throws {
        let file = try StandupsFileFixture(contents: try keptStandup())
        defer {
            chmod(file.directory.path, 0o755)
            file.remove()
        }
        chmod(file.path, 0o666)
        chmod(file.directory.path, 0o555)
        let before = try file.bytes()
        let run = try await runStorageProcess(unprivilegedDemoProcess(["standups", "--file", file.path]), input: "add\ntitle Design\nsave\n")
        let steps = try requireScreens(run, 4)
        #expect(
            steps[3].screen.storageError
                == "! stand-ups file: could not write: standups.json: create a temporary file: Permission denied (errno \(EACCES))")
        #expect(try file.files() == ["standups.json"])
        #expect(try file.bytes() == before)
    }

    @Test func aPrivateFileStaysPrivate() async throws {
        let file = try StandupsFileFixture(contents: try keptStandup())
        defer { file.remove() }
        chmod(file.path, 0o600)
        let run = try await runStandups(["add", "title Design", "save"], file: file)
        #expect(try requireScreens(run, 4)[3].screen.storageError == nil)
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(try file.standups().map { $0["title"] as? String } == ["Kept", "Design"])
    }
}

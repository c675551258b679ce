import Foundation
import Fractal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let design = SavedMeeting(title: "Design", attendees: ["ada"], minutes: 5)

/// Whether `error` is a failed read whose reason starts with `prefix`.
private func isReadFailure(_ error: any Error, startingWith prefix: String) -> Bool {
    guard case .readFailed(let reason) = error as? StorageError else { return false }
    return reason.hasPrefix(prefix)
}

@Suite("A JSON file storage reads only regular files: a FIFO or a device is refused at once, never read")
struct JSONFileStorageFileKindTests {
    @Test func aFIFOIsRefusedAtOnceWithoutWaitingForAWriter() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("meetings.json").path
        #expect(mkfifo(path, 0o600) == 0)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        // Were the load to wait for a writer, this writer would end the wait
        // (the load then reads nothing), so the test fails instead of hanging.
        let writer = FIFOWriter(path: path)
        #expect { try storage.load() } throws: { isReadFailure($0, startingWith: "meetings.json: not a regular file (a FIFO)") }
        #expect(!writer.stop(), "the load waited for a writer on the FIFO")
        #expect { try storage.save([design]) } throws: { error in
            (error as? StorageError)?.reason == "meetings.json: not replaced: not a regular file (a FIFO)"
        }
        #expect(linkStatus(path).map { $0.st_mode & S_IFMT == S_IFIFO } == true)
        #expect(try directory.contents() == ["meetings.json"])
    }

    @Test(arguments: ["/dev/zero", "/dev/null", "/dev/urandom"])
    func aDeviceIsRefusedAtOnceAndNeverRead(device: String) throws {
        let storage = JSONFileStorage<[SavedMeeting]>(url: URL(fileURLWithPath: device))
        #expect { try storage.load() } throws: { error in
            isReadFailure(error, startingWith: "\(URL(fileURLWithPath: device).lastPathComponent): not a regular file (a character device)")
        }
    }

    @Test func aLinkToADeviceIsRefusedAndTheLinkAndDeviceStay() throws {
        let directory = try TemporaryDirectory()
        let link = directory.file("meetings.json").path
        #expect(symlink("/dev/null", link) == 0)
        let storage = JSONFileStorage<[SavedMeeting]>(url: directory.file("meetings.json"))
        #expect { try storage.load() } throws: { isReadFailure($0, startingWith: "meetings.json: not a regular file (a character device)") }
        #expect { try storage.save([design]) } throws: { error in
            (error as? StorageError)?.reason == "meetings.json: not replaced: not a regular file (a character device)"
        }
        #expect(linkStatus(link).map { $0.st_mode & S_IFMT == S_IFLNK } == true)
        #expect(fileStatus("/dev/null").map { $0.st_mode & S_IFMT == S_IFCHR } == true)
        #expect(try directory.contents() == ["meetings.json"])
    }
}

/// Opens a FIFO for writing, again and again on a thread of its own, until
/// stopped: if a reader is waiting in `open`, the writer's open ends the
/// wait (and closing it gives the reader an empty read).
final class FIFOWriter: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var openedAReader = false
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread { [self] in
            while !lock.withLock({ stopped }) {
                let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                if descriptor >= 0 {
                    close(descriptor)
                    lock.withLock { openedAReader = true }
                }
                usleep(1000)
            }
            finished.signal()
        }.start()
    }

    /// Stops the thread; returns whether it ever found a reader waiting.
    func stop() -> Bool {
        lock.withLock { stopped = true }
        finished.wait()
        return lock.withLock { openedAReader }
    }
}

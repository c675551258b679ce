import Foundation
import Fractal

/// The stand-ups demo's storage: the JSON file of `--file`
/// (``JSONFileStorage``: atomic writes, a file that failed to load moved
/// aside by the next save), and whether the last save succeeded.
///
/// It is the world's storage: the app saves every change of the stand-ups
/// through it while presented. The app keeps the last load or save failure
/// in its state's `storageError` but does not clear it when a later save
/// succeeds; the demo asks this storage instead, so an error is shown until
/// a save succeeds.
final class StandupsFile: PersistentStorage {
    private let file: JSONFileStorage<IdentifiedList<Standup>>
    private let saved = Locked<Bool>.make(false)
    private let path: String

    /// The storage of the JSON file at `path` (relative to the current directory, or absolute).
    init(path: String) {
        self.path = path
        file = JSONFileStorage(url: URL(fileURLWithPath: path))
    }

    /// Where the next save moves a file that failed to load, as
    /// ``JSONFileStorage`` does: beside the file (beside the file a link
    /// names, for a link), the first of `NAME.corrupt`, `NAME.corrupt-2`, …
    /// that is not taken now.
    var asidePath: String {
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let target = realpath(path, &resolved) != nil ? String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : path
        var status = stat()
        var attempt = 1
        while lstat(attempt == 1 ? "\(target).corrupt" : "\(target).corrupt-\(attempt)", &status) == 0 { attempt += 1 }
        return attempt == 1 ? "\(target).corrupt" : "\(target).corrupt-\(attempt)"
    }

    /// Checks that `path` can name the stand-ups file: not empty, not a
    /// directory, and nothing but a regular file (a FIFO, a device) if
    /// something is there, a link followed. Only looks: nothing is opened,
    /// so a FIFO is refused at once and a device is never read.
    ///
    /// - Throws: `UsageError` saying what is wrong with `path`.
    static func check(path: String) throws(UsageError) {
        var status = stat()
        let exists = stat(path, &status) == 0
        if path.isEmpty || path.hasSuffix("/") || (exists && status.st_mode & S_IFMT == S_IFDIR) {
            throw UsageError(description: "option '--file' needs the path of a file, not of a directory: '\(path.visible)'")
        }
        if exists, status.st_mode & S_IFMT != S_IFREG {
            throw UsageError(description: "option '--file' needs the path of a regular file, not of a FIFO or device: '\(path.visible)'")
        }
    }

    /// Whether the last save succeeded (false before any save).
    var lastSaveSucceeded: Bool { saved.withLock { $0 } }

    func load() throws(StorageError) -> IdentifiedList<Standup>? {
        try file.load()
    }

    /// Loads the file again, after a conflict: the stand-ups another
    /// program saved, which the next save may replace. A reload counts as a
    /// successful save (what is on disk is what the app then shows).
    func reload() throws(StorageError) -> IdentifiedList<Standup> {
        let standups = try file.load() ?? []
        saved.withLock { $0 = true }
        return standups
    }

    /// Saves `value` over whatever the file holds, after a conflict: the
    /// user chose their stand-ups over another program's.
    func overwrite(with value: IdentifiedList<Standup>) throws(StorageError) {
        try file.overwrite(with: value)
        saved.withLock { $0 = true }
    }

    func save(_ value: IdentifiedList<Standup>) throws(StorageError) {
        do {
            try file.save(value)
            saved.withLock { $0 = true }
        } catch {
            saved.withLock { $0 = false }
            throw error
        }
    }
}

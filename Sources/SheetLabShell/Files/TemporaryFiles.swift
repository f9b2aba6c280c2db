import SheetLabScript
import Synchronization

/// The temporary files sheetlab has created and not yet renamed or removed, process-wide.
///
/// `TerminationSignals` removes every one of them before the process dies of SIGHUP, SIGINT,
/// SIGQUIT or SIGTERM, whichever thread the signal arrives on. A file is created and listed under
/// one lock, so no file exists unlisted at the moment of the cleanup; `SIGKILL` cannot be caught
/// and may leave one (`.NAME.RANDOM.tmp` beside its target).
enum TemporaryFiles {
    /// The paths of live temporary files, as the system takes them (`FilePath.system`), so the
    /// cleanup on a signal decodes nothing.
    private static let live = Mutex<Set<[CChar]>>([])

    /// Creates `.NAME.RANDOM.tmp` beside `target` (O_EXCL, mode 0666 less the umask) and lists it; returns its descriptor and path.
    ///
    /// - Throws: `cannotWrite` naming `path` (the name the user gave).
    static func create(beside target: String, for path: String) throws(ShellError) -> (Int32, String) {
        let folder = AtomicFile.folderName(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        var lastError: Int32 = EEXIST
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporaryPath = "\(folder)/.\(name).\(suffix).tmp"
            let systemPath = FilePath.system(temporaryPath)
            let descriptor = live.withLock { paths in
                let descriptor = open(systemPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor >= 0 { paths.insert(systemPath) }
                return descriptor
            }
            if descriptor >= 0 { return (descriptor, temporaryPath) }
            lastError = errno
            if lastError != EEXIST { break }
        }
        throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: lastError))
    }

    /// Forgets `temporaryPath` after it was renamed into place.
    static func renamed(_ temporaryPath: String) {
        let systemPath = FilePath.system(temporaryPath)
        _ = live.withLock { $0.remove(systemPath) }
    }

    /// Removes `temporaryPath` and forgets it.
    static func discard(_ temporaryPath: String) {
        let systemPath = FilePath.system(temporaryPath)
        live.withLock { paths in
            unlink(systemPath)
            paths.remove(systemPath)
        }
    }

    /// Removes every live temporary file and runs `end` while still holding the lock, so that no
    /// new one can be created before the process ends.
    static func removeAll(thenRun end: () -> Never) -> Never {
        live.withLock { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
            end()
        }
    }

    /// How many temporary files are live now (for tests).
    static var count: Int { live.withLock { $0.count } }
}

import CEditLine
import Glibc

/// The interactive history file, shared by every shell that uses it: each accepted line is
/// appended as it is entered, and a shell reads everything the others appended when it starts
/// (bash's `histappend`), so two shells on one file keep both sessions' lines.
///
/// The file is libedit's format (`_HiStOrY_V2_`, then one vis-encoded entry a line): an entry
/// is encoded by libedit itself (`H_SAVE_FP` from a one-entry history) and written in one
/// `write` to a file opened with `O_APPEND` under an exclusive `flock`, so concurrent appends
/// never interleave. When the file holds more than twice `LineEditor.historySize` entries, a
/// starting shell rewrites it atomically with the newest `historySize`.
enum HistoryFile {
    /// Reads `path` into `history` (a missing file is an empty history), then trims the file
    /// when it has grown past twice `limit` entries; holds the file's lock throughout, so no
    /// line appended meanwhile is lost.
    static func load(_ path: String, into history: OpaquePointer, limit: Int32) throws(ShellError) {
        guard access(path, F_OK) == 0 else { return }
        guard let descriptor = try lockedDescriptor(path, flags: O_RDONLY, create: false) else { return }
        defer { close(descriptor) }
        var event = HistEvent()
        errno = 0
        if sheetlab_history_load(history, &event, path) < 0 {
            let reason = errno == 0 ? "not a history file" : ShellError.reason(errorNumber: errno)
            throw .cannotRead(path: path, reason: reason)
        }
        guard case .success(let bytes) = FileReader.readAll(from: descriptor) else { return }
        let entries = bytes.count { $0 == UInt8(ascii: "\n") } - 1
        guard entries > 2 * Int(limit) else { return }
        try AtomicFile.replace(path) { _, temporaryPath in
            var event = HistEvent()
            errno = 0
            guard sheetlab_history_save(history, &event, temporaryPath) >= 0 else {
                return errno == 0 ? EIO : errno
            }
            return 0
        }
    }

    /// The file at `path` opened with `flags` and locked exclusively; the file the path names
    /// once the lock is held (a trim may rename a new one over it meanwhile). Nil when it does
    /// not exist and `create` is false.
    private static func lockedDescriptor(_ path: String, flags: Int32, create: Bool) throws(ShellError) -> Int32? {
        for _ in 0..<8 {
            let descriptor = open(path, flags | O_CLOEXEC | (create ? O_CREAT : 0), 0o600)
            guard descriptor >= 0 else {
                if !create && errno == ENOENT { return nil }
                throw create
                    ? .cannotWrite(path: path, reason: ShellError.reason(errorNumber: errno))
                    : .cannotRead(path: path, reason: ShellError.reason(errorNumber: errno))
            }
            guard flock(descriptor, LOCK_EX) == 0 else {
                let failure = errno
                close(descriptor)
                throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure))
            }
            if isCurrent(descriptor, path: path) { return descriptor }
            close(descriptor)
        }
        throw .cannotWrite(path: path, reason: "the file kept being replaced")
    }

    /// Appends one entry, creating the file (and its folder) with its header when missing.
    static func append(_ line: String, to path: String) throws(ShellError) {
        try Folder.create(AtomicFile.folderName(of: path))
        let entry = history_init()
        defer { history_end(entry) }
        var event = HistEvent()
        sheetlab_history_set_size(entry, &event, 1)  // a fresh history holds nothing
        sheetlab_history_enter(entry, &event, line)
        guard let descriptor = try lockedDescriptor(path, flags: O_WRONLY | O_APPEND, create: true) else { return }
        // libedit writes the header when the stream's position is 0: put it at the end first
        // (fdopen does not move a descriptor that already has O_APPEND).
        lseek(descriptor, 0, SEEK_END)
        guard let file = fdopen(descriptor, "a") else {
            let failure = errno
            close(descriptor)
            throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure))
        }
        // One buffered write: the header (for an empty file) and the entry go out together.
        setvbuf(file, nil, _IOFBF, 65_536)
        errno = 0
        let saved = sheetlab_history_save_fp(entry, &event, file)
        let flushed = fflush(file)
        let failure = errno
        fclose(file)  // also releases the lock
        guard saved >= 0, flushed == 0 else {
            throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure == 0 ? EIO : failure))
        }
    }

    /// Whether the open `descriptor` is still the file at `path`.
    private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

}

import CEditLine

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
    ///
    /// Only a regular file of at most `FileReader.maximumFileSize` bytes is read, checked before
    /// libedit reads it: a device such as `/dev/zero` would never end.
    static func load(_ path: String, into history: OpaquePointer, limit: Int32) throws(ShellError) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotRead(path: path, reason: "not a regular file, so no history is read from it")
        }
        guard Int(status.st_size) <= FileReader.maximumFileSize else {
            throw .cannotRead(path: path, reason: FileReader.tooLarge(FileReader.maximumFileSize))
        }
        guard let descriptor = try lockedDescriptor(path, flags: O_RDONLY, create: false) else { return }
        defer { close(descriptor) }
        var event = HistEvent()
        errno = 0
        if sheetlab_history_load(history, &event, path) < 0 {
            let reason = errno == 0 ? "not a history file" : ShellError.reason(errorNumber: errno)
            throw .cannotRead(path: path, reason: reason)
        }
        guard case .success(let bytes) = FileReader.readAll(from: descriptor, limit: FileReader.maximumFileSize) else {
            return
        }
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
    ///
    /// libedit encodes the entry into a file in memory (its `H_SAVE_FP` also changes the mode of
    /// the file it writes, which must never reach the history file, least of all a device); the
    /// bytes then go to the history file in one `write`, without the header unless it is empty.
    static func append(_ line: String, to path: String) throws(ShellError) {
        let encoded = try encode(line, path: path)
        try Folder.create(AtomicFile.folderName(of: path))
        guard let descriptor = try lockedDescriptor(path, flags: O_WRONLY | O_APPEND, create: true) else { return }
        defer { close(descriptor) }  // also releases the lock
        var status = stat()
        let isEmpty = fstat(descriptor, &status) == 0 && status.st_size == 0 && status.st_mode & S_IFMT == S_IFREG
        var bytes = encoded[...]
        if !isEmpty, let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            bytes = bytes[(newline + 1)...]  // the `_HiStOrY_V2_` header line
        }
        let failure = bytes.withUnsafeBytes { FileWriter.writeAll($0, to: descriptor) }
        guard failure == 0 else { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure)) }
    }

    /// `line` as libedit writes a one-entry history file: the header, then the vis-encoded entry.
    private static func encode(_ line: String, path: String) throws(ShellError) -> [UInt8] {
        let entry = history_init()
        defer { history_end(entry) }
        var event = HistEvent()
        sheetlab_history_set_size(entry, &event, 1)  // a fresh history holds nothing
        sheetlab_history_enter(entry, &event, line)
        let memory = sheetlab_memory_file()
        guard memory >= 0, let file = fdopen(memory, "w+") else {
            let failure = errno
            if memory >= 0 { close(memory) }
            throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure))
        }
        defer { fclose(file) }
        errno = 0
        guard sheetlab_history_save_fp(entry, &event, file) >= 0, fflush(file) == 0 else {
            throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: errno == 0 ? EIO : errno))
        }
        lseek(memory, 0, SEEK_SET)
        switch FileReader.readAll(from: memory, limit: FileReader.maximumFileSize) {
        case .success(let bytes): return bytes
        case .failure(let error): throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: error.code))
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

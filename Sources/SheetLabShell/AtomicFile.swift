import Glibc

/// Replaces files atomically: a temporary file in the same folder, fsync, then rename.
///
/// Readers see either the old file or the whole new one, never a partial file; on any failure
/// the old file is untouched and the temporary file is removed. Termination signals (SIGHUP,
/// SIGINT, SIGTERM, SIGQUIT) wait until the rename is done, so closing the terminal while the
/// history is saved leaves no temporary file behind (on the calling thread; a signal taken by
/// another thread still ends the process). A symbolic link is followed, so
/// the file it points to is replaced and the link stays. An existing file keeps its permissions;
/// a new one gets 0666 less the umask.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any file there.
    public static func write(_ bytes: [UInt8], to path: String) throws(ShellError) {
        try replace(path) { fileDescriptor, _ in
            bytes.withUnsafeBytes { buffer in writeAll(buffer, to: fileDescriptor) }
        }
    }

    /// Writes the UTF-8 bytes of `text` to `path`, replacing any file there.
    public static func write(_ text: String, to path: String) throws(ShellError) {
        try write(Array(text.utf8), to: path)
    }

    /// Replaces `path` with what `produce` writes into a fresh temporary file.
    ///
    /// `produce` gets the open descriptor and the temporary file's path (for C APIs that open
    /// by name) and returns 0 or an `errno` value. The descriptor is synced after it returns.
    static func replace(
        _ path: String, by produce: (_ fileDescriptor: Int32, _ temporaryPath: String) -> Int32
    ) throws(ShellError) {
        var termination = sigset_t()
        sigemptyset(&termination)
        for signal in [SIGHUP, SIGINT, SIGTERM, SIGQUIT] { sigaddset(&termination, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &termination, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let target = resolvedTarget(path)
        let folder = folderName(of: target)
        let (fileDescriptor, temporaryPath) = try createTemporaryFile(beside: target, for: path)
        var failure = produce(fileDescriptor, temporaryPath)
        if failure == 0 { failure = copyPermissions(from: target, to: fileDescriptor) }
        if failure == 0 && fsync(fileDescriptor) != 0 { failure = errno }
        if close(fileDescriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporaryPath, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporaryPath)
            throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure))
        }
        syncFolder(folder)
    }

    /// Writes the whole buffer, retrying after interruptions; returns 0 or an `errno` value.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fileDescriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(
                fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written >= 0 {
                offset += written
            } else if errno != EINTR {
                return errno
            }
        }
        return 0
    }

    /// The folder part of a path: everything before the last slash, `.` when there is none.
    static func folderName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The file a symbolic link at `path` points to, else `path` itself.
    private static func resolvedTarget(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `.NAME.RANDOM.tmp` beside `target` with O_EXCL; errors name `path`.
    private static func createTemporaryFile(
        beside target: String, for path: String
    ) throws(ShellError) -> (Int32, String) {
        let folder = folderName(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        var lastError: Int32 = EEXIST
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporaryPath = "\(folder)/.\(name).\(suffix).tmp"
            let fileDescriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fileDescriptor >= 0 { return (fileDescriptor, temporaryPath) }
            lastError = errno
            if lastError != EEXIST { break }
        }
        throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: lastError))
    }

    /// Gives the temporary file the permissions of the file it replaces, if there is one.
    private static func copyPermissions(from target: String, to fileDescriptor: Int32) -> Int32 {
        var status = stat()
        guard stat(target, &status) == 0 else { return 0 }
        return fchmod(fileDescriptor, status.st_mode & 0o7777) == 0 ? 0 : errno
    }

    /// Makes the rename durable; best effort, since the file itself is already complete.
    private static func syncFolder(_ folder: String) {
        let fileDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fileDescriptor >= 0 else { return }
        fsync(fileDescriptor)
        close(fileDescriptor)
    }
}

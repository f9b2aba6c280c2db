import CEditLine

/// The one way sheetlab writes a file: `write(_:to:)` (and `replace` for C APIs that write by
/// name). Every writer (`plot`, `record`, `explore --out`, `test --update`, the history file,
/// `save`) goes through it.
///
/// A regular file (or a missing one) is replaced atomically: a temporary file in the same
/// folder, fsync, then rename; readers see either the old file or the whole new one, and on any
/// failure the old file is untouched and the temporary file removed, also when SIGHUP, SIGINT,
/// SIGQUIT or SIGTERM arrive (`TerminationSignals`). A device or FIFO is written in place as a
/// stream and never replaced; a folder, a socket, a read-only file, a file with several hard
/// links and a link to a missing file are refused (`FileTarget`). A symbolic link is followed,
/// so the file it points to is replaced and the link stays. An existing file keeps its
/// permissions (and owner, when it can be kept); a new one gets 0666 less the umask.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any regular file there.
    public static func write(_ bytes: [UInt8], to path: String) throws(ShellError) {
        let writer = try FileWriter(path: path)
        try writer.write(bytes)
        try writer.commit()
    }

    /// Writes the UTF-8 bytes of `text` to `path`, replacing any regular file there.
    public static func write(_ text: String, to path: String) throws(ShellError) {
        try write(Array(text.utf8), to: path)
    }

    /// Replaces `path` with what `produce` writes, for C APIs that write by name.
    ///
    /// `produce` gets an open descriptor and a path naming the same file and returns 0 or an
    /// `errno` value. For a regular or missing target both are the temporary file; for a device
    /// or FIFO they are a file in memory (`memfd_create`) whose bytes are then streamed to the
    /// target, so a C API that truncates or changes the mode of the file it writes never
    /// touches the device itself.
    static func replace(
        _ path: String, by produce: (_ fileDescriptor: Int32, _ temporaryPath: String) -> Int32
    ) throws(ShellError) {
        let writer = try FileWriter(path: path)
        if let temporaryPath = writer.temporaryFilePath {
            let failure = produce(writer.fileDescriptor, temporaryPath)
            if failure != 0 { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure)) }
            try writer.commit()
            return
        }
        let memory = sheetlab_memory_file()
        guard memory >= 0 else { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: errno)) }
        defer { close(memory) }
        let failure = produce(memory, Platform.path(ofDescriptor: memory))
        if failure != 0 { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: failure)) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(memory, $0.baseAddress, $0.count, offset) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: errno)) }
            if count == 0 { break }
            try writer.write(Array(chunk[0..<count]))
            offset += off_t(count)
        }
        try writer.commit()
    }

    /// The folder part of a path: everything before the last slash, `.` when there is none.
    static func folderName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }
}

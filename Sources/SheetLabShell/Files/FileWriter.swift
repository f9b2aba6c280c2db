import SheetLabScript

/// Writes one file safely: by rename for a regular or missing file, in place for a device or
/// FIFO, never anything else (`FileTarget`).
///
/// For a regular or missing file the bytes go to a temporary file beside the target
/// (`.NAME.RANDOM.tmp`), which `commit()` syncs, gives the old file's permissions and owner, and
/// renames over the target: readers see the old file or the whole new one, and a failure
/// leaves the old one untouched. A symbolic link is followed, so its destination is replaced and
/// the link stays. A device or FIFO is opened without truncation and written as a stream, so
/// `/dev/null` stays a device and `/dev/full` reports "no space left on device". The temporary
/// file is removed when the writer is dropped uncommitted, and on a termination signal
/// (`TerminationSignals`).
///
/// Bytes for a temporary file are gathered into chunks of `chunkSize` (nobody reads that file
/// before `commit()`): a `record` of a million rows makes a few hundred system calls, not a
/// million, and allocates nothing per row. A device or FIFO gets every `write` at once.
final class FileWriter {
    /// The bytes gathered for one system call, for a temporary file.
    static let chunkSize = 64 * 1024
    /// The path as the user gave it, for messages.
    let path: String
    private let target: FileTarget
    private var descriptor: Int32
    private var temporaryPath: String?
    private var failure: ShellError?
    /// Bytes not yet written to the temporary file (always empty for a device or FIFO).
    private var pending: [UInt8] = []

    /// Opens `path` for writing.
    ///
    /// - Throws: `cannotWrite` for a target `FileTarget` refuses or that cannot be opened.
    init(path: String) throws(ShellError) {
        self.path = path
        target = try FileTarget.classify(path)
        switch target {
        case .missing(let destination), .regular(let destination, _, _, _):
            (descriptor, temporaryPath) = try TemporaryFiles.create(beside: destination, for: path)
        case .stream(let destination):
            descriptor = open(FilePath.system(destination), O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: errno)) }
        case .descriptor(let inherited):
            descriptor = fcntl(inherited, F_DUPFD_CLOEXEC, 3)
            guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: ShellError.reason(errorNumber: errno)) }
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if let temporaryPath { TemporaryFiles.discard(temporaryPath) }
    }

    /// The temporary file's path while the target is written by rename; nil for a stream.
    var temporaryFilePath: String? { temporaryPath }

    /// The open descriptor, for a producer that writes itself instead of calling `write`; -1
    /// once committed.
    var fileDescriptor: Int32 { descriptor }

    /// Appends `bytes`.
    ///
    /// - Throws: `cannotWrite` with the system's reason (`no space left on device`); the first
    ///   failure is kept and thrown again by later calls.
    func write(_ bytes: [UInt8]) throws(ShellError) {
        try checkOpen()
        let errorNumber = bytes.withUnsafeBytes { append($0) }
        if errorNumber != 0 { try fail(errorNumber) }
    }

    /// Appends the UTF-8 bytes of `text`.
    func write(_ text: String) throws(ShellError) {
        try checkOpen()
        var text = text
        let errorNumber = text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        if errorNumber != 0 { try fail(errorNumber) }
    }

    /// Throws the first failure again, or that the file is closed.
    private func checkOpen() throws(ShellError) {
        if let failure { throw failure }
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: "the file is closed") }
    }

    /// Gathers `buffer` for the temporary file, writing a full chunk, or writes it to the device or
    /// FIFO; returns 0 or an `errno` value.
    private func append(_ buffer: UnsafeRawBufferPointer) -> Int32 {
        guard temporaryPath != nil else { return Self.writeAll(buffer, to: descriptor) }
        pending.append(contentsOf: buffer)
        return pending.count >= Self.chunkSize ? writePending() : 0
    }

    /// Writes the gathered bytes; returns 0 or an `errno` value.
    private func writePending() -> Int32 {
        guard !pending.isEmpty else { return 0 }
        defer { pending.removeAll(keepingCapacity: true) }
        return pending.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    }

    /// Finishes: syncs and renames the temporary file into place, or closes the stream.
    ///
    /// - Throws: `cannotWrite`; on failure the target is untouched and the temporary file gone.
    func commit() throws(ShellError) {
        if let failure { throw failure }
        guard descriptor >= 0 else { return }
        var errorNumber = writePending()
        if errorNumber != 0 { try fail(errorNumber) }
        if case .regular(_, let mode, let owner, let group) = target {
            if fchmod(descriptor, mode) != 0 { errorNumber = errno }
            if owner != geteuid() || group != getegid(), fchown(descriptor, owner, group) != 0, owner != geteuid() {
                try fail(EPERM, reason: "it belongs to another user, and replacing it would change its owner")
            }
        }
        if errorNumber == 0 && temporaryPath != nil && fsync(descriptor) != 0 { errorNumber = errno }
        if close(descriptor) != 0 && errorNumber == 0 && errno != EINTR { errorNumber = errno }
        descriptor = -1
        if errorNumber != 0 { try fail(errorNumber) }
        guard let temporaryPath else { return }
        let destination: String
        switch target {
        case .missing(let path), .regular(let path, _, _, _), .stream(let path): destination = path
        case .descriptor: return
        }
        if rename(FilePath.system(temporaryPath), FilePath.system(destination)) != 0 { try fail(errno) }
        TemporaryFiles.renamed(temporaryPath)
        self.temporaryPath = nil
        Self.syncFolder(AtomicFile.folderName(of: destination))
    }

    /// Records the failure, removes the temporary file and throws.
    private func fail(_ errorNumber: Int32, reason: String? = nil) throws(ShellError) -> Never {
        let error = ShellError.cannotWrite(path: path, reason: reason ?? ShellError.reason(errorNumber: errorNumber))
        failure = error
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporaryPath {
            TemporaryFiles.discard(temporaryPath)
            self.temporaryPath = nil
        }
        throw error
    }

    /// Writes the whole buffer, retrying after interruptions; returns 0 or an `errno` value.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fileDescriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let written = Platform.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written == 0 {
                return EIO
            } else if errno != EINTR {
                return errno
            }
        }
        return 0
    }

    /// Makes a rename durable; best effort, since the file itself is already complete.
    private static func syncFolder(_ folder: String) {
        let fileDescriptor = open(FilePath.system(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fileDescriptor >= 0 else { return }
        fsync(fileDescriptor)
        close(fileDescriptor)
    }
}

import SheetLabScript

/// Reads whole files as bytes, bounded, with errors that name the path.
public enum FileReader {
    /// The largest file read whole: 64 MiB (scenario files, `source`, `run`). A regular file's
    /// size is checked before anything is read; a device or pipe is read until it exceeds the
    /// limit, so `run /dev/zero` ends with this error in bounded memory.
    public static let maximumFileSize = 64 << 20

    /// The complete contents of the file at `path`, at most `limit` bytes.
    ///
    /// - Throws: `cannotRead` naming `path`; for a folder, and for a file over the limit.
    public static func read(_ path: String, limit: Int = maximumFileSize) throws(ShellError) -> [UInt8] {
        let fileDescriptor = open(FilePath.system(path), O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fileDescriptor >= 0 else {
            throw .cannotRead(path: path, reason: ShellError.reason(errorNumber: errno))
        }
        defer { close(fileDescriptor) }
        var status = stat()
        if fstat(fileDescriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw .cannotRead(path: path, reason: ShellError.reason(errorNumber: EISDIR))
            }
            if status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) > limit {
                throw .cannotRead(path: path, reason: tooLarge(limit))
            }
        }
        switch readAll(from: fileDescriptor, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw .cannotRead(
                path: path,
                reason: failure.code == EFBIG ? tooLarge(limit) : ShellError.reason(errorNumber: failure.code))
        }
    }

    /// The reason for a file over `limit` bytes.
    static func tooLarge(_ limit: Int) -> String {
        "it is larger than the limit of \(limit >> 20) MiB"
    }

    /// An `errno` value as an error, so `Result` can carry it.
    struct ErrorNumber: Error {
        /// The `errno` value; `EFBIG` when the input exceeded the limit.
        var code: Int32
    }

    /// Reads until end of file, retrying after interruptions; fails with `EFBIG` past `limit`.
    static func readAll(from fileDescriptor: Int32, limit: Int) -> Result<[UInt8], ErrorNumber> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Platform.read(fileDescriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                guard bytes.count + count <= limit else { return .failure(ErrorNumber(code: EFBIG)) }
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(ErrorNumber(code: errno))
            }
        }
    }
}

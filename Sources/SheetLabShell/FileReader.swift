import Glibc

/// Reads whole files as bytes, with errors that name the path.
public enum FileReader {
    /// The complete contents of the file at `path`.
    public static func read(_ path: String) throws(ShellError) -> [UInt8] {
        let fileDescriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard fileDescriptor >= 0 else {
            throw .cannotRead(path: path, reason: ShellError.reason(errorNumber: errno))
        }
        defer { close(fileDescriptor) }
        switch readAll(from: fileDescriptor) {
        case .success(let bytes): return bytes
        case .failure(let errorNumber):
            throw .cannotRead(path: path, reason: ShellError.reason(errorNumber: errorNumber.code))
        }
    }

    /// Everything left on standard input, up to end of file; errors name it `<stdin>`.
    public static func readStandardInput() throws(ShellError) -> [UInt8] {
        switch readAll(from: STDIN_FILENO) {
        case .success(let bytes): return bytes
        case .failure(let errorNumber):
            throw .cannotRead(
                path: "<stdin>", reason: ShellError.reason(errorNumber: errorNumber.code))
        }
    }

    /// An `errno` value as an error, so `Result` can carry it.
    struct ErrorNumber: Error {
        /// The `errno` value.
        var code: Int32
    }

    /// Reads until end of file, retrying after interruptions.
    static func readAll(from fileDescriptor: Int32) -> Result<[UInt8], ErrorNumber> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(fileDescriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(ErrorNumber(code: errno))
            }
        }
    }
}

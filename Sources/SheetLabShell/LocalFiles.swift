import Glibc
import SheetLabScript

/// The real file system, as the script layer sees it through `FileAccess`.
public struct LocalFiles: FileAccess {
    public init() {}

    public func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        do { return try FileReader.read(path) } catch { throw FileAccessError(error.description) }
    }

    public func write(_ text: String, to path: String) throws(FileAccessError) {
        do { try AtomicFile.write(text, to: path) } catch { throw FileAccessError(error.description) }
    }

    public func openStream(at path: String) throws(FileAccessError) -> any FileStream {
        try LocalFileStream(path: path)
    }
}

/// A file written line by line, unbuffered by us (the kernel buffers), so a long recording
/// never grows in memory.
final class LocalFileStream: FileStream {
    private var descriptor: Int32
    private let path: String

    init(path: String) throws(FileAccessError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileAccessError("cannot write '\(path)': \(String(cString: strerror(errno)).lowercased())")
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    func write(_ text: String) throws(FileAccessError) {
        guard descriptor >= 0 else { throw FileAccessError("cannot write '\(path)': the recording is closed") }
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileAccessError("cannot write '\(path)': \(String(cString: strerror(errno)).lowercased())")
            }
            remaining = remaining.dropFirst(written)
        }
    }

    func close() throws(FileAccessError) {
        guard descriptor >= 0 else { return }
        let status = Glibc.close(descriptor)
        descriptor = -1
        if status != 0 {
            throw FileAccessError("cannot write '\(path)': \(String(cString: strerror(errno)).lowercased())")
        }
    }
}

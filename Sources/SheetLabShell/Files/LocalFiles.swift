import SheetLabScript

/// The real file system, as the script layer sees it through `FileAccess`.
///
/// Reads are bounded by `FileReader.maximumFileSize`; every write goes through `FileWriter`
/// (rename for a regular file, in place for a device or FIFO, nothing else).
public struct LocalFiles: FileAccess {
    public init() {}

    public func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        do { return try FileReader.read(path) } catch { throw FileAccessError(error.description) }
    }

    public func write(_ text: String, to path: String) throws(FileAccessError) {
        do { try AtomicFile.write(text, to: path) } catch { throw FileAccessError(error.description) }
    }

    public func openStream(at path: String) throws(FileAccessError) -> any FileStream {
        do { return LocalFileStream(try FileWriter(path: path)) } catch { throw FileAccessError(error.description) }
    }

    public func createFolder(_ path: String) throws(FileAccessError) {
        do { try Folder.create(path) } catch { throw FileAccessError(error.description) }
    }
}

/// A file written line by line (`record`), so a long recording never grows in memory.
///
/// A regular file is written to its temporary file and renamed into place when the recording
/// stops (or the session ends); a device or FIFO receives each row as it comes.
final class LocalFileStream: FileStream {
    private var writer: FileWriter?

    init(_ writer: FileWriter) {
        self.writer = writer
    }

    deinit {
        try? writer?.commit()
    }

    func write(_ text: String) throws(FileAccessError) {
        guard let writer else { throw FileAccessError("cannot write: the recording is closed") }
        do { try writer.write(text) } catch { throw FileAccessError(error.description) }
    }

    func close() throws(FileAccessError) {
        guard let writer else { return }
        self.writer = nil
        do { try writer.commit() } catch { throw FileAccessError(error.description) }
    }
}

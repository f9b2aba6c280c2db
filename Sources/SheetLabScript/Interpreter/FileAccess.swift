/// The files a session reads and writes, provided by the shell: the script layer does no I/O.
public protocol FileAccess: Sendable {
    /// The bytes of the file at `path`.
    func read(_ path: String) throws(FileAccessError) -> [UInt8]
    /// Replaces the file at `path` with `text`, atomically.
    func write(_ text: String, to path: String) throws(FileAccessError)
    /// Opens `path` for streaming, truncating it.
    func openStream(at path: String) throws(FileAccessError) -> any FileStream
    /// Creates the folder at `path` and any missing parents; succeeds when it exists.
    func createFolder(_ path: String) throws(FileAccessError)
}

extension FileAccess {
    /// No folders by default: file access that only reads and writes files refuses.
    public func createFolder(_ path: String) throws(FileAccessError) {
        throw FileAccessError("cannot create the folder '\(path)': no file access here")
    }
}

/// A file being written line by line (`record`).
public protocol FileStream: AnyObject {
    /// Appends `text`.
    func write(_ text: String) throws(FileAccessError)
    /// Flushes and closes; further writes fail.
    func close() throws(FileAccessError)
}

/// A file that could not be read or written; `message` is lowercase with the path in quotes.
public struct FileAccessError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// No file access at all: every request fails. For tests and fuzzing.
public struct NoFileAccess: FileAccess {
    public init() {}

    public func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        throw FileAccessError("cannot read '\(path)': no file access here")
    }

    public func write(_ text: String, to path: String) throws(FileAccessError) {
        throw FileAccessError("cannot write '\(path)': no file access here")
    }

    public func openStream(at path: String) throws(FileAccessError) -> any FileStream {
        throw FileAccessError("cannot write '\(path)': no file access here")
    }
}

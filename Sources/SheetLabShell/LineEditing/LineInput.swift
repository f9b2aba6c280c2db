/// Reads physical lines of bytes from a file descriptor as they arrive, each bounded in length:
/// the one line reader of the batch (`Program`) and of the shell without a terminal
/// (`PlainLineReader`).
///
/// A line ends at `\n` (not included); a last line without one still counts. Memory stays
/// below the limit plus one read: a line longer than `limit` bytes is an error as soon as its
/// first `limit + 1` bytes are in, so an endless line (`/dev/zero`) ends the input at once, unless
/// the caller takes its start (`truncatedLine()`) and reads on.
struct LineInput {
    /// Why a line could not be read.
    enum Failure: Error, Equatable {
        /// The line numbered `line` (from 1) has more than `limit` bytes.
        case lineTooLong(line: Int)
        /// `read` failed with this `errno`.
        case readFailed(Int32)

        /// Why a failed `read` failed, in words: `it is a directory`, `it is closed`, else the
        /// system's message for the `errno`.
        var reason: String {
            switch self {
            case .lineTooLong(let line): "line \(line) is too long"
            case .readFailed(EISDIR): "it is a directory"
            case .readFailed(EBADF): "it is closed (bad file descriptor)"
            case .readFailed(let code): ShellError.reason(errorNumber: code)
            }
        }
    }

    /// The file descriptor read from; not closed by the reader.
    let fileDescriptor: Int32
    /// The longest line accepted, in bytes.
    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false
    /// Whether the rest of an over-long line is to be skipped (`truncatedLine()`).
    private var skipping = false
    /// How many lines were returned so far.
    private(set) var lineNumber = 0

    init(fileDescriptor: Int32, limit: Int) {
        self.fileDescriptor = fileDescriptor
        self.limit = limit
    }

    /// The next line's bytes, or nil at end of input.
    mutating func nextLine() throws(Failure) -> ArraySlice<UInt8>? {
        while skipping {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                start = newline + 1
                skipping = false
            } else {
                start = buffer.count
                if reachedEnd { return nil }
                try fill()
            }
        }
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                guard newline - start <= limit else { throw .lineTooLong(line: lineNumber + 1) }
                let line = buffer[start..<newline]
                start = newline + 1
                lineNumber += 1
                return line
            }
            guard buffer.count - start <= limit else { throw .lineTooLong(line: lineNumber + 1) }
            if reachedEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return line
            }
            let scanned = buffer.count - start
            try fill()
            searched = start + scanned
        }
    }

    /// After `nextLine()` threw `lineTooLong`: that line's first `limit` bytes, counted as a line;
    /// the next `nextLine()` skips the rest of it.
    mutating func truncatedLine() -> ArraySlice<UInt8> {
        let line = buffer[start..<(start + limit)]
        start += limit
        skipping = true
        lineNumber += 1
        return line
    }

    /// Reads one more chunk, first dropping what was already returned.
    private mutating func fill() throws(Failure) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { bytes in
                read(fileDescriptor, bytes.baseAddress, bytes.count)
            }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .readFailed(errno) }
            reachedEnd = true
            return
        }
    }
}

import SheetLabScript

/// Reads lines from a file descriptor without a prompt, editing or history (batch input).
///
/// Lines end at `\n`; a `\r` before it is dropped; invalid UTF-8 becomes U+FFFD. A last line
/// without a newline still counts, and so does a pending continuation at end of input. Memory
/// stays bounded: a line longer than `SourceText.maximumLineLength` bytes is cut there and the
/// rest of it skipped, so the command fails instead of the reader growing without end.
public struct PlainLineReader: LineSource {
    /// The file descriptor read from; not closed by the reader.
    public let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false
    private var continuation = ContinuedLine()
    /// Whether the rest of an over-long line is being skipped.
    private var skipping = false

    /// Creates a reader of `fileDescriptor`, standard input by default.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    public mutating func nextLine() -> String? {
        while let physicalLine = nextPhysicalLine() {
            if let logicalLine = continuation.append(physicalLine) { return logicalLine }
        }
        guard continuation.isContinuing else { return nil }
        defer { continuation.reset() }
        return continuation.pending
    }

    /// The next line as read, or nil at end of input.
    private mutating func nextPhysicalLine() -> String? {
        while true {
            if skipping {
                if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    start = newline + 1
                    skipping = false
                } else {
                    start = buffer.count
                    if reachedEnd { return nil }
                    fill()
                    continue
                }
            }
            if buffer.count - start > SourceText.maximumLineLength,
                buffer[start..<(start + SourceText.maximumLineLength)].firstIndex(of: UInt8(ascii: "\n")) == nil
            {
                let line = String(decoding: buffer[start..<(start + SourceText.maximumLineLength)], as: UTF8.self)
                start += SourceText.maximumLineLength
                skipping = true
                return line
            }
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            if reachedEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            fill()
        }
    }

    /// Reads one more chunk, compacting what was already consumed.
    private mutating func fill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { bytes in
                read(fileDescriptor, bytes.baseAddress, bytes.count)
            }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            reachedEnd = true
            return
        }
    }
}

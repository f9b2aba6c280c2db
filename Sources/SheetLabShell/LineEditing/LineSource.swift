/// A source of logical command lines: the line editor on a terminal, a plain reader otherwise.
public protocol LineSource {
    /// The next logical line without its newline (continuation lines already joined), or nil
    /// at end of input.
    mutating func nextLine() -> String?
}

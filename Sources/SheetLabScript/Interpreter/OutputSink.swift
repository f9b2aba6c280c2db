/// Where a command's standard output goes while the command still runs, so that a long command
/// (`record ... to -` over an hour of frames) streams in bounded memory.
///
/// The shell provides it; a session without one keeps a command's output in its result, up to
/// `Session.outputLimit`.
public protocol OutputSink: AnyObject {
    /// Writes `text`, complete lines, in order after everything written before.
    func write(_ text: String) throws(FileAccessError)
}

import SheetLabScript

/// Hands a running command's output to standard output as it comes (`Session.outputSink`), so a
/// long `record ... to -` streams instead of gathering in memory.
final class StandardOutputSink: OutputSink {
    /// Writes `text` to standard output; fails once a write to it has failed, so the command stops.
    func write(_ text: String) throws(FileAccessError) {
        Output.standardOutput.write(text)
        if let failure = Output.standardOutputFailure { throw FileAccessError("\(failure)") }
    }
}

/// What running one command produced.
public struct CommandResult: Sendable, Equatable {
    /// Standard output: complete lines, each ending in a newline, or empty.
    public var output: String = ""
    /// Standard error: expectation failures (`FILE:LINE: expectation failed: ...`).
    public var diagnostics: String = ""
    /// A syntax or runtime error: exit status 2, and the file stops.
    public var error: ScriptError?
    /// The file `error` happened in when it is not the one being run (an error inside `source`).
    public var errorOrigin: SourceOrigin?
    /// Whether an `expect` failed: exit status 1.
    public var expectationFailed = false
    /// Whether the command was `quit`.
    public var quits = false
    /// What the interactive shell says a quiet command did (`t = 0.250s`); never part of a
    /// transcript, a batch or `run`.
    public var acknowledgement: String = ""
    /// Whether `output` documents sheetlab (`help`): a terminal shows it through a pager.
    public var documents = false
    /// For a live terminal with `view on`: the picture to draw in place (not in `output`).
    public var livePicture: String?
    /// For a live terminal: `view off` asks the shell to stop drawing in place.
    public var closesLiveView = false
    /// For a live terminal: `play` asks the shell to run this playback in real time.
    public var playback: Playback?

    public init() {}

    /// Adds the output, diagnostics and failure flags of a nested command (`source`).
    mutating func absorb(_ other: CommandResult) {
        output += other.output
        diagnostics += other.diagnostics
        expectationFailed = expectationFailed || other.expectationFailed
        if error == nil { error = other.error }
        quits = quits || other.quits
        livePicture = other.livePicture ?? livePicture
        closesLiveView = closesLiveView || other.closesLiveView
        if playback == nil { playback = other.playback }
    }
}

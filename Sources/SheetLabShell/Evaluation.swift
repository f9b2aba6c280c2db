/// What evaluating one shell line produced, for the shell to print.
public struct Evaluation: Sendable, Equatable {
    /// Results, written to stdout as given (a missing final newline is added).
    public var output: String
    /// Other stderr text, such as a failed expectation, written as given.
    public var diagnostics: String
    /// An error message, written to stderr as `error: message` after the output.
    public var errorMessage: String?
    /// Whether the shell ends after printing this.
    public var quits: Bool
    /// What a quiet command did, for the interactive shell's terminal only (`t = 0.250s`).
    public var acknowledgement: String = ""
    /// Whether `output` is help, which a terminal shows through the pager (`Pager`).
    public var pages = false

    /// Creates an evaluation; by default it prints nothing and continues.
    public init(
        output: String = "", diagnostics: String = "", errorMessage: String? = nil,
        quits: Bool = false
    ) {
        self.output = output
        self.diagnostics = diagnostics
        self.errorMessage = errorMessage
        self.quits = quits
    }
}

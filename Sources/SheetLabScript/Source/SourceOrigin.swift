/// Where a script's text came from: names the source in `FILE:LINE:COLUMN: error:` diagnostics.
public enum SourceOrigin: Sendable, Equatable, Hashable {
    /// A file, named by the path the user gave.
    case file(String)
    /// Standard input in batch mode, named `<stdin>`.
    case standardInput
    /// A `-c` argument, named `<command line>`.
    case commandLine
    /// The interactive shell: diagnostics carry no location.
    case shell

    /// The name printed before the line and column, or nil in the shell.
    public var displayName: String? {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        case .commandLine: "<command line>"
        case .shell: nil
        }
    }
}

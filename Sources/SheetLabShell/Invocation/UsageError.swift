/// A subcommand's words that do not make a valid request (`sheetlab audit`, `sweep`, `compare`,
/// `bench`): the message after `sheetlab: error: `, then the usage line, exit status 2.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
}

/// What one argument of a command accepts; drives parsing, synopses and completion.
public enum ArgumentType: Sendable, Equatable, Hashable {
    /// A fixed word that selects a form of the command (`down`, `stop`, `reduce-motion`).
    case literal(String)
    /// One of several words (`on|off`).
    case choice([String])
    /// A sheet name, `[a-z][a-z0-9-]*` and not a keyword.
    case name
    /// A kind of the vocabulary.
    case kind
    /// A sheet name or a kind (`graph`): spelt as a name; the interpreter decides which.
    case sheetOrKind
    /// What `help` describes: a command of `CommandTable` or a kind.
    case helpTopic
    /// A button word (`close`, `action`); the sheet says which it has when the command runs.
    case button
    /// The number of an `action` button (`press s action 2`), from 1.
    case buttonNumber
    /// A finite number.
    case number
    /// A whole number.
    case integer
    /// A duration: `0.25`, `0.25s`, `250ms`, `15f`.
    case duration
    /// A point `X,Y`.
    case point
    /// A size `WxH`.
    case size
    /// A field of the vocabulary.
    case field
    /// Fields of the vocabulary separated by commas (`progress,offset`).
    case fieldList
    /// `NAME.FIELD`.
    case fieldPath
    /// `NAME.PARAM`.
    case parameterPath
    /// `PARAM=VALUE`, checked against the kind given earlier on the line.
    case parameterAssignment
    /// The value of the `NAME.PARAM` given earlier on the line.
    case parameterValue
    /// `==` `!=` `<` `<=` `>` `>=`.
    case comparison
    /// The rest of the line up to the options: a number, a word, or text (`animation`).
    case expectedValue
    /// A file path (quote it if it has spaces).
    case file
    /// `AXIS=LO..HI/STEP` of `sweep`, read against the sheet's kind when the command runs.
    case sweepAxis
    /// A sheet profile (`compare`); a list of them ends at the first word with `=`.
    case profile
    /// A word of `compare`'s gesture after `--`, read as a command when it runs.
    case gestureWord
}

/// How many words an argument takes.
public enum Arity: Sendable, Equatable, Hashable {
    /// Exactly one.
    case one
    /// One or none.
    case optional
    /// Any number.
    case zeroOrMore
    /// At least one.
    case oneOrMore
}

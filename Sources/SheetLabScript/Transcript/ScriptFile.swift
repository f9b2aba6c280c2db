/// A script read from a file, stdin or `source`: a transcript, or a plain list of commands.
///
/// A file whose first command line (the first line that is neither blank nor a `#` comment)
/// starts with `> ` is a transcript; otherwise every non-blank, non-`#` line is a command, with
/// `\` continuations joined (`docs/commands.md`, "Scenario files").
public enum ScriptFile: Sendable, Equatable {
    /// A golden transcript.
    case transcript(Transcript)
    /// Plain command lines.
    case commands([LogicalLine])

    /// The command lines to run, in order, whichever the form.
    public var commands: [LogicalLine] {
        switch self {
        case .transcript(let transcript): transcript.commands
        case .commands(let lines): lines
        }
    }

    /// Reads the bytes of a file: checks UTF-8 and line lengths, then reads the text.
    public static func parse(bytes: [UInt8]) throws(ScriptError) -> ScriptFile {
        try parse(SourceText.decode(bytes))
    }

    /// Reads checked text.
    public static func parse(_ text: String) throws(ScriptError) -> ScriptFile {
        let lines = SourceText.lines(of: text)
        let first = lines.first { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            return !trimmed.isEmpty && !trimmed.hasPrefix("#")
        }
        if let first, first.hasPrefix("> ") {
            return .transcript(try Transcript.parse(text))
        }
        var reader = LogicalLineReader()
        var commands: [LogicalLine] = []
        for (index, line) in lines.enumerated() {
            if !reader.isContinuing {
                let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            }
            if let logical = try reader.append(line, at: SourceLocation(line: index + 1, column: 1)) {
                commands.append(logical)
            }
        }
        try reader.finish()
        return .commands(commands)
    }
}

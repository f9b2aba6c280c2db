import SheetLabCore
import SheetLabScript

/// `sheetlab audit KIND [PARAM=VALUE...] [--assume THING...] [--format F] [--evidence DIR]
/// [--depth N] [--max-states N]`: the `Auditor` on a kind's parameters in the default environment
/// (or the one its `layout=`, `screen-width=`, ... words set), its report on stdout, its evidence scenarios
/// written to DIR through `AtomicFile`. Exit 0 when no check fails, 1 when one does, 2 on bad usage
/// or a file that cannot be written.
public enum Auditing {
    /// The usage line.
    public static var usage: String { "usage: " + Invocation.usage(of: .audit) + "\n" }

    /// Options that take one value.
    static let singleOptions = ["--format", "--evidence", "--depth", "--max-states"]
    /// Options that take every word up to the next option.
    static let listOptions = ["--assume"]

    /// What the command line asks for.
    public struct Request: Sendable, Equatable {
        public var kind: Kind
        /// `PARAM=VALUE` words: parameters of the kind and environment values.
        public var settings: [String]
        public var assumptions: [AuditAssumption]
        public var format: AuditFormat
        public var evidence: String?
        public var depth: Int?
        public var maxStates: Int?
    }

    /// Reads the arguments after `audit`.
    public static func parse(_ arguments: [String]) -> Result<Request, UsageError> {
        let words: SubcommandArguments
        do {
            words = try SubcommandArguments(
                arguments, command: "audit", singleOptions: singleOptions, listOptions: listOptions)
        } catch {
            return .failure(error)
        }
        let kindWord = words.operands.first
        let settings = Array(words.operands.dropFirst())
        let single = words.single
        let assumptions = words.lists["--assume"]
        guard let kindWord else { return .failure(UsageError(message: "missing KIND")) }
        guard let kind = Kind(rawValue: kindWord) else {
            let hint = Suggestion.hint(for: kindWord, in: Kind.allCases.map(\.rawValue))
            return .failure(UsageError(message: "unknown kind '\(kindWord)'\(hint)"))
        }
        var assumed: [AuditAssumption] = []
        if let assumptions {
            let words = AuditAssumption.allCases.map(\.rawValue)
            for word in assumptions {
                guard let assumption = AuditAssumption(rawValue: word) else {
                    let hint = Suggestion.hint(for: word, in: words)
                    return .failure(
                        UsageError(
                            message: "'--assume' takes \(words.joined(separator: " or ")), not '\(word)'\(hint)"))
                }
                if !assumed.contains(assumption) { assumed.append(assumption) }
            }
        }
        var format = AuditFormat.text
        if let text = single["--format"] {
            guard let value = AuditFormat(rawValue: text) else {
                let words = AuditFormat.allCases.map(\.rawValue)
                return .failure(
                    UsageError(message: "'--format' is \(words.joined(separator: ", ")), not '\(text)'"))
            }
            format = value
        }
        var numbers: [String: Int] = [:]
        for option in ["--depth", "--max-states"] {
            guard let text = single[option] else { continue }
            guard let number = Int(text), number >= 1 else {
                return .failure(UsageError(message: "'\(option)' needs a whole number of at least 1, not '\(text)'"))
            }
            numbers[option] = number
        }
        if let folder = single["--evidence"], folder.isEmpty {
            return .failure(UsageError(message: "'--evidence' needs a folder"))
        }
        if single["--evidence"] == Session.standardOutputName {
            return .failure(UsageError(message: AuditCommand.evidenceToStandardOutput))
        }
        return .success(
            Request(
                kind: kind, settings: settings, assumptions: assumed, format: format, evidence: single["--evidence"],
                depth: numbers["--depth"], maxStates: numbers["--max-states"]))
    }

    /// Runs `sheetlab audit ARGUMENTS`: the text for stdout, the text for stderr, the exit status.
    public static func main(arguments: [String]) -> (output: String, error: String, status: Int32) {
        let request: Request
        switch parse(arguments) {
        case .success(let value): request = value
        case .failure(let problem): return ("", "sheetlab: error: \(problem.message)\n" + usage, 2)
        }
        let subject: AuditSubject
        let designs: [String: Design]
        switch DesignLoading.designs(in: request.settings) {
        case .success(let read): designs = read
        case .failure(let diagnostic): return ("", diagnostic.text, 2)
        }
        do {
            subject = try AuditSubject.make(
                kind: request.kind, words: request.settings, assumptions: request.assumptions, designs: designs)
        } catch {
            return ("", "sheetlab: error: \(error.reason.message)\n", 2)
        }
        var report = Auditor(
            subject: subject, explorationDepth: request.depth ?? Auditor.defaultExplorationDepth,
            maxStates: request.maxStates ?? Explorer.defaultMaxStates
        ).run()
        if let folder = request.evidence {
            do {
                try Folder.create(folder)
                for result in report.results {
                    try AtomicFile.write(result.evidence.scenario, to: folder + "/" + result.evidence.fileName)
                }
            } catch {
                return (request.format.render(report), "sheetlab: error: \(error)\n", 2)
            }
            report.evidenceWritten = true
        }
        var output = request.format.render(report)
        if let folder = request.evidence {
            if request.format == .text {
                output += "wrote \(report.results.count) evidence scenarios to '\(VisibleText.escaped(folder))'\n"
            }
        }
        return (output, "", report.exitStatus)
    }
}

import SheetLabCore
import SheetLabScript

/// Writes the report of `sheetlab test` in one of its formats, one file at a time in path order.
///
/// - `text`: `ok PATH`, `FAIL PATH`, `updated PATH`, `xfail PATH: REASON`, `XPASS PATH: REASON`
///   or `skip PATH: REASON` on `output`, the failure text on `errors` (the diff coloured when
///   colouring); last line `N passed, N failed` on `output`, with `, N xfail`, `, N xpass` and
///   `, N skipped` added when there are any (every file counts in exactly one of them).
/// - `tap`: `TAP version 13`, the plan `1..N`, `ok I - PATH` or `not ok I - PATH` with the
///   failure text as `# ` lines, all on `output`; an expected failure is `not ok ... # TODO
///   REASON`, an unexpected pass `ok ... # TODO REASON`, a skipped file `ok ... # SKIP REASON`;
///   last line `# ` and the closing line, a TAP comment.
/// - `junit`: one XML document on `output`, written at the end (its header needs the counts), one
///   `testcase` per file; the closing line on `errors`, so the document stays well-formed.
struct TestReport {
    let format: TestFormat
    let colors: Bool
    /// How many files the run has.
    let count: Int
    private(set) var outcomes: [FileOutcome] = []
    /// Seconds the whole run took, for JUnit's `testsuite time`.
    var seconds: Double = 0

    init(format: TestFormat, colors: Bool, count: Int) {
        self.format = format
        self.colors = colors
        self.count = count
    }

    /// Files that passed.
    var passedCount: Int { outcomes.count { $0.passed } }
    /// Files that failed as marked.
    var expectedFailureCount: Int { outcomes.count { if case .expectedFailure = $0.verdict { true } else { false } } }
    /// Files marked to fail that passed.
    var unexpectedPassCount: Int { outcomes.count { if case .unexpectedPass = $0.verdict { true } else { false } } }
    /// Files skipped (empty on purpose).
    var skippedCount: Int { outcomes.count { if case .skipped = $0.verdict { true } else { false } } }
    /// Files that failed, were rewritten or could not be run.
    var failedCount: Int {
        outcomes.count - passedCount - expectedFailureCount - unexpectedPassCount - skippedCount
    }
    /// The highest of the files' statuses, 0 for none.
    var exitStatus: Int32 { outcomes.map(\.exitStatus).max() ?? 0 }
    /// The closing line.
    var closingLine: String {
        var line = "\(passedCount) passed, \(failedCount) failed"
        if expectedFailureCount > 0 { line += ", \(expectedFailureCount) xfail" }
        if unexpectedPassCount > 0 { line += ", \(unexpectedPassCount) xpass" }
        if skippedCount > 0 { line += ", \(skippedCount) skipped" }
        return line
    }

    mutating func begin(output: inout some TextOutputStream, errors: inout some TextOutputStream) {
        if format == .tap { output.write("TAP version 13\n1..\(count)\n") }
    }

    mutating func add(
        _ outcome: FileOutcome, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) {
        outcomes.append(outcome)
        switch format {
        case .text:
            output.write(
                "\(label(outcome.verdict)) \(VisibleText.escaped(outcome.path))\(reasonSuffix(outcome.verdict))\n")
            if case .expectedFailure = outcome.verdict { return }
            let plain = outcome.details.dropLast(outcome.diff.count)
            errors.write(String(plain))
            errors.write(colors ? DiffColors.colored(outcome.diff) : outcome.diff)
        case .tap:
            output.write(
                "\(tapStatus(outcome.verdict)) \(outcomes.count) - \(Self.tapEscaped(VisibleText.escaped(outcome.path)))"
            )
            output.write(tapDirective(outcome.verdict) + "\n")
            if outcome.verdict == .updated { output.write("# updated \(VisibleText.escaped(outcome.path))\n") }
            for line in SourceLines.split(outcome.details) {
                output.write(line.isEmpty ? "#\n" : "# \(line)\n")
            }
        case .junit:
            break
        }
    }

    mutating func end(output: inout some TextOutputStream, errors: inout some TextOutputStream) {
        switch format {
        case .text: output.write(closingLine + "\n")
        case .tap: output.write("# \(closingLine)\n")
        case .junit:
            output.write(JUnitDocument.render(outcomes, seconds: seconds))
            errors.write(closingLine + "\n")
        }
    }

    /// `ok`, `FAIL`, `updated`, `xfail`, `XPASS` or `skip`, coloured when colouring.
    private func label(_ verdict: FileOutcome.Verdict) -> String {
        let (word, color) =
            switch verdict {
            case .passed: ("ok", "32")
            case .failed, .error: ("FAIL", "31")
            case .updated: ("updated", "33")
            case .expectedFailure: ("xfail", "36")
            case .unexpectedPass: ("XPASS", "31")
            case .skipped: ("skip", "33")
            }
        return colors ? "\u{1B}[\(color)m\(word)\u{1B}[0m" : word
    }

    /// `: REASON` for the verdicts that carry one.
    private func reasonSuffix(_ verdict: FileOutcome.Verdict) -> String {
        switch verdict {
        case .expectedFailure(let reason), .unexpectedPass(let reason), .skipped(let reason): ": \(reason)"
        default: ""
        }
    }

    /// `ok` or `not ok`: TAP's `not ok ... # TODO` is a failure expected by the plan.
    private func tapStatus(_ verdict: FileOutcome.Verdict) -> String {
        switch verdict {
        case .passed, .unexpectedPass, .skipped: "ok"
        case .failed, .updated, .error, .expectedFailure: "not ok"
        }
    }

    /// ` # TODO REASON`, ` # SKIP REASON` or nothing (TAP 13, "Directives").
    private func tapDirective(_ verdict: FileOutcome.Verdict) -> String {
        switch verdict {
        case .expectedFailure(let reason), .unexpectedPass(let reason): " # TODO \(Self.tapEscaped(reason))"
        case .skipped(let reason): " # SKIP \(Self.tapEscaped(reason))"
        default: ""
        }
    }

    /// A description or reason with `#` escaped, so that it cannot start a directive.
    static func tapEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "#" || character == "\\" { escaped.append("\\") }
            escaped.append(character == "\n" ? " " : character)
        }
        return escaped
    }
}

/// ANSI colours for a unified diff, as `git diff` colours it: headers bold, hunk headers cyan,
/// removed lines red, added lines green.
enum DiffColors {
    static func colored(_ diff: String) -> String {
        var text = ""
        for line in SourceLines.split(diff) {
            let color: String? =
                if line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
                    "1"
                } else if line.hasPrefix("@@") {
                    "36"
                } else if line.hasPrefix("-") {
                    "31"
                } else if line.hasPrefix("+") {
                    "32"
                } else {
                    nil
                }
            text += color.map { "\u{1B}[\($0)m\(line)\u{1B}[0m\n" } ?? "\(line)\n"
        }
        return text
    }
}

/// Splits text into lines on `"\n"`; a final line break does not start another line.
enum SourceLines {
    static func split(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

/// The JUnit XML of a test run: the de facto schema that CI servers read (Ant's JUnit task,
/// as Jenkins, GitLab and GitHub reporters accept it).
///
/// One `testsuite` named `sheetlab`, one `testcase` per file named by its path, with `file` (the
/// path) and `time` (seconds, 3 decimals). A mismatch or a failed `expect` is a `failure`, an
/// unexpected pass a `failure` of type `xpass`, anything else that did not pass an `error`; an
/// expected failure is `skipped` of type `xfail` and an empty file `skipped`, as pytest writes
/// them. The element's `message` is the outcome's summary and its text the failure text.
/// `time` is the only part that differs from run to run.
enum JUnitDocument {
    static func render(_ outcomes: [FileOutcome], seconds: Double) -> String {
        let failures = outcomes.count {
            switch $0.verdict {
            case .failed, .updated, .unexpectedPass: true
            default: false
            }
        }
        let errors = outcomes.count { $0.verdict == .error }
        let skipped = outcomes.count {
            switch $0.verdict {
            case .expectedFailure, .skipped: true
            default: false
            }
        }
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let time = "time=\"\(DecimalFormat.format(seconds, decimals: 3))\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites \(counts) skipped=\"\(skipped)\" \(time)>\n"
        text += "  <testsuite name=\"sheetlab\" \(counts) skipped=\"\(skipped)\" \(time)>\n"
        for outcome in outcomes {
            let path = Markup.escaped(VisibleText.escaped(outcome.path), attribute: true)
            let testcase =
                "    <testcase classname=\"sheetlab\" name=\"\(path)\" file=\"\(path)\""
                + " time=\"\(DecimalFormat.format(outcome.seconds, decimals: 3))\""
            let element: String
            var type = ""
            switch outcome.verdict {
            case .passed:
                text += testcase + "/>\n"
                continue
            case .expectedFailure(let reason), .skipped(let reason):
                let kind = outcome.verdict == .skipped(reason: reason) ? "" : " type=\"xfail\""
                text += testcase + ">\n"
                text += "      <skipped\(kind) message=\"\(Markup.escaped(reason, attribute: true))\"/>\n"
                text += "    </testcase>\n"
                continue
            case .failed, .updated: element = "failure"
            case .unexpectedPass:
                element = "failure"
                type = " type=\"xpass\""
            case .error: element = "error"
            }
            text += testcase + ">\n"
            text += "      <\(element)\(type) message=\"\(Markup.escaped(outcome.summary, attribute: true))\">"
            text += Markup.escaped(outcome.details, attribute: false)
            text += "</\(element)>\n"
            text += "    </testcase>\n"
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }
}

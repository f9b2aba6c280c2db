import SheetLabScript

/// Writes the report of `sheetlab test` in one of its formats, one file at a time in path order.
///
/// - `text`: `ok PATH`, `FAIL PATH` or `updated PATH` on `output`, the failure text on `errors`;
///   last line `N passed, N failed` on `output`.
/// - `tap`: `TAP version 13`, the plan `1..N`, `ok I - PATH` or `not ok I - PATH` with the
///   failure text as `# ` lines, all on `output`; last line `# N passed, N failed`, a TAP comment.
/// - `junit`: one XML document on `output`, written at the end (its header needs the counts), one
///   `testcase` per file; `N passed, N failed` on `errors`, so the document stays well-formed.
struct TestReport {
    let format: TestFormat
    let colors: Bool
    /// How many files the run has.
    let count: Int
    private(set) var outcomes: [FileOutcome] = []

    init(format: TestFormat, colors: Bool, count: Int) {
        self.format = format
        self.colors = colors
        self.count = count
    }

    /// Files that passed.
    var passedCount: Int { outcomes.count { $0.passed } }
    /// Files that did not.
    var failedCount: Int { outcomes.count - passedCount }
    /// The highest of the files' statuses, 0 for none.
    var exitStatus: Int32 { outcomes.map(\.exitStatus).max() ?? 0 }
    /// The closing line.
    var closingLine: String { "\(passedCount) passed, \(failedCount) failed" }

    mutating func begin(output: inout some TextOutputStream, errors: inout some TextOutputStream) {
        if format == .tap { output.write("TAP version 13\n1..\(count)\n") }
        if count == 0 { errors.write("sheetlab: warning: no scenario files to test\n") }
    }

    mutating func add(
        _ outcome: FileOutcome, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) {
        outcomes.append(outcome)
        switch format {
        case .text:
            output.write("\(label(outcome.verdict)) \(VisibleText.escaped(outcome.path))\n")
            errors.write(outcome.details)
        case .tap:
            output.write(
                "\(outcome.passed ? "ok" : "not ok") \(outcomes.count) - \(VisibleText.escaped(outcome.path))\n")
            if outcome.verdict == .updated { output.write("# updated \(outcome.path)\n") }
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
            output.write(JUnitDocument.render(outcomes))
            errors.write(closingLine + "\n")
        }
    }

    /// `ok`, `FAIL` or `updated`, in green, red or yellow when colouring.
    private func label(_ verdict: FileOutcome.Verdict) -> String {
        let (word, color) =
            switch verdict {
            case .passed: ("ok", "32")
            case .failed, .error: ("FAIL", "31")
            case .updated: ("updated", "33")
            }
        return colors ? "\u{1B}[\(color)m\(word)\u{1B}[0m" : word
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
/// One `testsuite` named `sheetlab`, one `testcase` per file named by its path. A mismatch or a
/// failed `expect` is a `failure`, anything else an `error`; the element's `message` is the
/// outcome's summary and its text the failure text. No times or host names, so the document is
/// the same on every run.
enum JUnitDocument {
    static func render(_ outcomes: [FileOutcome]) -> String {
        let failures = outcomes.count { $0.verdict == .failed || $0.verdict == .updated }
        let errors = outcomes.count { $0.verdict == .error }
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites \(counts)>\n"
        text += "  <testsuite name=\"sheetlab\" \(counts) skipped=\"0\">\n"
        for outcome in outcomes {
            let testcase = "    <testcase classname=\"sheetlab\" name=\"\(escape(outcome.path, attribute: true))\""
            let element: String
            switch outcome.verdict {
            case .passed:
                text += testcase + "/>\n"
                continue
            case .failed, .updated: element = "failure"
            case .error: element = "error"
            }
            text += testcase + ">\n"
            text += "      <\(element) message=\"\(escape(outcome.summary, attribute: true))\">"
            text += escape(outcome.details, attribute: false)
            text += "</\(element)>\n"
            text += "    </testcase>\n"
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// Escapes markup characters; in an attribute also quotes and line breaks, which a parser
    /// would otherwise normalise to spaces. Characters XML 1.0 cannot hold (C0 controls other
    /// than tab, line feed and carriage return; U+FFFE, U+FFFF) become U+FFFD.
    static func escape(_ text: String, attribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where attribute: escaped += "&quot;"
            case "\n" where attribute: escaped += "&#10;"
            case "\t" where attribute: escaped += "&#9;"
            case "\r": escaped += "&#13;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

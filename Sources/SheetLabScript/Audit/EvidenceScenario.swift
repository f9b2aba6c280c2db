import SheetLabCore

/// A scenario written as it runs: each command runs in one `Session` (trace on, as `sheetlab test`
/// replays it) and its output becomes the transcript. The evidence of a check is therefore the
/// very run the check was judged on, and replays byte for byte.
struct EvidenceScenario {
    /// What the audit examines.
    let subject: AuditSubject
    private(set) var session: Session
    /// The transcript so far.
    private(set) var text = ""
    /// The first command that did not run as planned (an error, a failed `expect`); nil while all did.
    private(set) var problem: String?

    init(subject: AuditSubject, header: [String]) {
        self.subject = subject
        session = Session(origin: .file("audit.scenario"), designs: subject.designs)
        for line in header { comment(line) }
    }

    /// The sheet every command names.
    var sheet: String { subject.sheet }

    /// The audited sheet's machine as it is now.
    var machine: any Machine { session.world.sheets.first?.machine ?? subject.kind.makeMachine() }

    /// The environment now.
    var environment: Environment { session.world.environment }

    /// The clock now.
    var now: Int64 { session.world.now }

    /// A field of the audited sheet now.
    func value(of field: Field) -> FieldValue? {
        machine.value(of: field, in: environment)
    }

    /// A number- or integer-valued field now (0 when it does not apply).
    func number(_ field: Field) -> Double {
        switch value(of: field) {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: 0
        }
    }

    /// The callbacks that count for `callback-once` so far: onDismiss, or for `edge` every action.
    var callbacks: Int {
        Int(number(subject.kind == .edge ? .actions : .dismissed))
    }

    /// Adds `# line` for each line of `text`.
    mutating func comment(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.text += line.isEmpty ? "#\n" : "# \(line)\n"
        }
    }

    /// Starts a case in a fresh world: `reset` when something ran before, the subject's
    /// environment, reduce motion and layout as asked, then `new`.
    mutating func begin(animated: Bool = false, reduceMotion: Bool = false, layout: LayoutDirection? = nil) {
        if !session.world.sheets.isEmpty || session.world.now != 0 { run(.reset) }
        var environment = subject.environment
        if let layout { environment.layoutDirection = layout }
        for setting in AuditSubject.settings(for: environment) { run(.setEnvironment(setting)) }
        if reduceMotion { run(.setEnvironment(.reduceMotion(true))) }
        run(.new(kind: subject.kind.rawValue, name: sheet, parameters: subject.parameters, animated: animated))
    }

    /// `reset`, for a case that creates its own sheet (an explorer finding's commands).
    mutating func restart() {
        if !session.world.sheets.isEmpty || session.world.now != 0 { run(.reset) }
    }

    /// Runs `command`, appending it and its output; returns the records it produced. After a
    /// problem nothing more runs.
    @discardableResult
    mutating func run(_ command: Command) -> [Record] {
        guard problem == nil else { return [] }
        let before = session.loggedCount
        let result = session.execute(command, at: SourceLocation(line: 1, column: 1))
        text += "> \(command)\n" + Self.expectedLines(result.output)
        if let error = result.error {
            problem = "'\(command)' failed: \(error.reason.message)"
        } else if result.expectationFailed {
            problem = "'\(command)' did not hold"
        }
        return session.log.filter { $0.sequence > before }.compactMap { entry in
            if case .record(let record) = entry.content { return record }
            return nil
        }
    }

    /// Runs `command` while keeping every frame it renders; returns the records and the frames.
    mutating func watch(_ command: Command) -> (records: [Record], frames: [FrameSample]) {
        session.frameSamples = []
        let records = run(command)
        let frames = session.frameSamples ?? []
        session.frameSamples = nil
        return (records, frames)
    }

    /// `expect NAME.FIELD == VALUE` with the value the field has now, as `inspect` prints it: the
    /// transcript states what happened, and the replay checks it.
    mutating func expectCurrent(_ field: Field, of name: String? = nil) {
        let name = name ?? sheet
        guard let machine = try? session.world.machine(named: name),
            let value = machine.value(of: field, in: environment)
        else { return }
        let printed = FieldText.text(value, of: field)
        let expected: ExpectedValue
        switch value {
        case .number, .integer:
            // As the parser reads the printed number, so the replay compares the same value.
            expected = .number((try? NumberLiteral.parse(printed)) ?? 0, written: printed)
        case .word, .text, .bool: expected = .text(printed)
        }
        run(.expect(Expectation(name: name, field: field.rawValue, comparison: .equal, value: expected)))
    }

    /// The text of the output lines as a transcript writes them (`| ` before a line that would read
    /// as a command, comment or escaped line, and for an empty one).
    static func expectedLines(_ output: String) -> String {
        Explorer.expectedLines(output)
    }
}

import SheetLabCore

/// One world and everything the command language keeps beside it: trace, log, recording.
///
/// `execute` runs one logical line and returns its text; the session never prints and reads or
/// writes files only through the `FileAccess` it is given.
public struct Session {
    /// The simulated world.
    public internal(set) var world = World()
    /// Whether transition lines print as they happen (`trace on|off`).
    public internal(set) var trace = TraceSetting.on
    /// The records so far, numbered from 1 (`log`); the last `logCapacity` of them.
    public internal(set) var log: [LogEntry] = []
    /// How many entries were ever logged (the next entry's number minus 1).
    public internal(set) var loggedCount = 0
    /// The vocabulary the parser checks names against.
    public let vocabulary: Vocabulary
    let files: any FileAccess
    /// The design files read by `new ... design=PATH`, by the path as written, so that `sweep`,
    /// `audit` and the sessions they start make the same machine again without reading.
    public internal(set) var designs: [String: Design] = [:]
    /// The active `record`, if any.
    var recording: Recording?
    /// The active `plot`, if any.
    var plotting: PlotCapture?
    /// `watch`: the fields printed after every command that moves the clock, per sheet, in the
    /// order the watches were set.
    var watches: [Watch] = []
    /// Whether top-level commands are kept for `save` (the shell, `-c` and `run`; not replays,
    /// searches or benchmarks, which run many sessions).
    public var keepsTranscript = false
    /// The top-level commands so far with their output, as `save` writes them (after the
    /// heading).
    var savedText = ""
    /// How many commands that ran are in `savedText` (`save` says how many it wrote).
    var savedCommandCount = 0
    /// `savedTranscript` stays within this many bytes (`Session.transcriptLimit`; tests lower it).
    var transcriptLimit = Session.transcriptLimit
    /// How many top-level commands ran (lines that parsed, `save` among them), counting from 1.
    var topLevelCommandCount = 0
    /// The number of the top-level command whose output passed `transcriptLimit`, after which
    /// nothing is kept for `save`; nil while the transcript is whole.
    var transcriptDroppedAtCommand: Int?
    /// Whether the transcript was dropped because one command streamed too much, rather than
    /// for passing `transcriptLimit`.
    var transcriptDroppedForStreaming = false
    /// Each sheet's last ignored input, with when it happened, for `explain`.
    var lastIgnored: [String: (tick: Int64, input: IgnoredInput)] = [:]
    /// The film running until `film stop`, if any.
    var filming: FilmCapture?
    /// The film of a `film ... over DURATION` while it runs.
    var timedFilming: FilmCapture?
    /// Every rendered frame of the first sheet while `audit` watches a path; nil otherwise.
    var frameSamples: [FrameSample]?
    /// Where terminal pictures go; the shell sets it.
    public var display = PictureDisplay()
    /// Whether a picture follows every command that moves the clock (`view on`).
    public internal(set) var isViewing = false
    /// How deep `source` is nested right now.
    var sourceDepth = 0
    /// The file whose commands run now, for `source` paths and diagnostics.
    public var origin: SourceOrigin
    /// Where a command's output goes while the command runs (the shell's standard output); nil
    /// keeps it in the command's result, which then refuses output past `outputLimit` bytes.
    public var outputSink: (any OutputSink)?
    /// Without a sink, one command's output stays within this many bytes (tests lower it).
    var outputLimit = Session.transcriptLimit
    /// The output the current top-level command streamed so far, kept for `save`; nil once it
    /// passed `streamedTranscriptLimit`.
    var streamedForSave: String? = ""
    /// `save` keeps at most this much of what one command streamed
    /// (`Session.defaultStreamedTranscriptLimit`; tests lower it).
    var streamedTranscriptLimit = Session.defaultStreamedTranscriptLimit
    /// Threads `sweep` runs its cells on: both cores of the machine sheetlab targets, unless the
    /// shell counts the processors (its output is the same for any number).
    public var sweepWorkers = 2

    /// The largest transcript `save` writes: 64 MiB, the largest scenario file `sheetlab test`
    /// reads (`FileReader.maximumFileSize`). Past it a session keeps nothing for `save`, so that
    /// a batch of any length on stdin runs in bounded memory.
    public static let transcriptLimit = 64 << 20
    /// `source` may nest this deep (docs/commands.md#scenario-files-scenario).
    public static let maximumSourceDepth = 16
    /// `settle` stops after this long unless `max` says otherwise: 10 s.
    public static let defaultSettleLimit: Int64 = 10 * Time.ticksPerSecond

    /// A fresh session reading commands from `origin`.
    public init(origin: SourceOrigin, files: any FileAccess = NoFileAccess(), designs: [String: Design] = [:]) {
        self.origin = origin
        self.files = files
        self.designs = designs
        vocabulary = Session.coreVocabulary
    }

    /// The vocabulary of the four kinds, their parameters and every field.
    public static let coreVocabulary = Vocabulary.core(
        parameterTables: Kind.allCases.map { ($0, $0.machineType.parameterTable) })

    /// Parses and runs one logical line.
    public mutating func execute(_ line: LogicalLine) -> CommandResult {
        let command: Command?
        do {
            command = try Parser(vocabulary: vocabulary).parse(line)
        } catch {
            var result = CommandResult()
            result.error = error
            return result
        }
        guard let command else { return CommandResult() }
        if sourceDepth == 0 { streamedForSave = "" }
        let clockBefore = world.now
        let logBefore = loggedCount
        var result = CommandResult()
        execute(command, at: line.start, into: &result)
        if let error = result.error, let culprit = error.culprit {
            result.error = ScriptError(error.reason, at: Self.location(of: culprit, in: line) ?? line.start)
        }
        noteForSave(line, result: result, clockBefore: clockBefore, logBefore: logBefore)
        return result
    }

    /// Where `word` is written in `line`: a word of its own, the value after `=` in
    /// `PARAM=VALUE`, or either side of `NAME.MEMBER`; nil when it is not there.
    static func location(of word: String, in line: LogicalLine) -> SourceLocation? {
        guard let tokens = try? Lexer.tokens(in: line) else { return nil }
        let start = { (token: Token) in token.range.lowerBound + (token.isQuoted ? 1 : 0) }
        for token in tokens.dropFirst() where token.text == word {
            return line.location(ofOffset: start(token))
        }
        for token in tokens.dropFirst() {
            if let equals = token.text.firstIndex(of: "="), token.text[token.text.index(after: equals)...] == word {
                return line.location(ofOffset: start(token) + token.text[..<equals].utf8.count + 1)
            }
            if let dot = token.text.firstIndex(of: ".") {
                if token.text[..<dot] == word || token.text[..<dot] + "=" == word {
                    return line.location(ofOffset: start(token))
                }
                if token.text[token.text.index(after: dot)...] == word {
                    return line.location(ofOffset: start(token) + token.text[..<dot].utf8.count + 1)
                }
            }
            if let equals = token.text.firstIndex(of: "="), token.text[..<equals] == word {
                return line.location(ofOffset: start(token))
            }
        }
        return nil
    }

    /// Runs one parsed command; `location` places its runtime errors and expectation failures.
    public mutating func execute(_ command: Command, at location: SourceLocation) -> CommandResult {
        var result = CommandResult()
        execute(command, at: location, into: &result)
        return result
    }

    /// Runs one parsed command into `result`, which the caller made: returning a result from
    /// here copied it (callgrind: ~175 instructions a line, twice, over the bench's replay).
    private mutating func execute(_ command: Command, at location: SourceLocation, into result: inout CommandResult) {
        let start = world.now
        do {
            try run(command, at: location, into: &result)
        } catch let error as ScriptError {
            if error.location == nil {
                var placed = ScriptError(error.reason, at: location)
                placed.culprit = error.culprit
                result.error = placed
            } else {
                result.error = error
            }
        } catch let error as WorldError {
            var placed = ScriptError(.runtime(error.message), at: location)
            placed.culprit = error.culprit
            result.error = placed
        } catch let error as SourcedError {
            result.error = error.error
            result.errorOrigin = error.origin
        } catch let error as FileAccessError {
            result.error = ScriptError(.runtime(error.message), at: location)
        } catch {
            result.error = ScriptError(.runtime("\(error)"), at: location)
        }
        // `source` runs commands that print their own watch lines.
        if world.now != start, !watches.isEmpty, command.commandName != "source" {
            result.output += watchLines()
        }
        if isViewing, world.now != start { showView(after: command, into: &result) }
    }

    /// The completion context: the vocabulary and the sheets that exist now.
    public var completionContext: CompletionContext {
        CompletionContext(
            vocabulary: vocabulary,
            sheets: world.sheets.map { sheet in
                let machine = sheet.machine
                var values: [String: [String]] = [:]
                for parameter in machine.parameterInfo {
                    if !parameter.words.isEmpty {
                        values[parameter.name] = parameter.words
                    } else if let list = parameter.wordsFrom.flatMap(machine.parameterText) {
                        values[parameter.name] = list.split(separator: ",").map(String.init)
                    } else if let current = machine.parameterText(parameter.name) {
                        values[parameter.name] = [current]
                    }
                }
                // A design chosen at creation (`profile`, `variant`) is offered only while it can still change.
                let settable = machine.parameterInfo.filter { parameter in
                    guard parameter.choosesDesign, let current = machine.parameterText(parameter.name) else {
                        return true
                    }
                    var probe = machine
                    do {
                        _ = try probe.setParameter(parameter.name, to: current, at: world.now, in: world.environment)
                        return true
                    } catch {
                        return false
                    }
                }
                return .init(
                    name: sheet.name, kind: type(of: machine).kind.rawValue, values: values, buttons: machine.buttons,
                    parameters: settable.map(\.name))
            })
    }

    private mutating func run(_ command: Command, at location: SourceLocation, into result: inout CommandResult)
        throws
    {
        switch command {
        case .new(let kind, let name, let parameters, let animated):
            try createSheet(kind: kind, name: name, parameters: parameters, animated: animated, into: &result)
        case .present(let name, let animated):
            emit(try world.present(name: name, animated: animated), into: &result)
        case .drag(let name, let displacement, let duration, let start, let hold):
            let from = try world.dragStart(start.map(Point.init), sheet: name)
            try moveFinger(name, by: displacement, over: try limited(duration), from: from, hold: hold, into: &result)
        case .move(let name, let displacement, let duration):
            try moveFinger(name, by: displacement, over: try limited(duration), from: nil, hold: true, into: &result)
        case .release(let name):
            emit(try world.touchUp(sheet: name), into: &result)
        case .fling(let name, let displacement, let velocity, let start):
            let from = try world.dragStart(start.map(Point.init), sheet: name)
            let ticks = try Drive.flingTicks(by: Point(displacement), velocity: velocity)
            try moveFinger(name, by: displacement, over: ticks, from: from, hold: false, into: &result)
        case .touch(let name, let action):
            switch action {
            case .down(let point):
                emit(try world.touchDown(sheet: name, at: Point(x: point.x, y: point.y)), into: &result)
            case .move(let point):
                emit(try world.touchMove(sheet: name, to: Point(x: point.x, y: point.y)), into: &result)
            case .up: emit(try world.touchUp(sheet: name), into: &result)
            }
        case .escape(let name):
            emit(try world.escape(sheet: name), into: &result)
        case .tapBackdrop(let name):
            emit(try world.tapBackdrop(sheet: name), into: &result)
        case .press(let name, let button):
            emit(try world.press(sheet: name, button: button), into: &result)
        case .step(let duration):
            try step(duration, into: &result)
            result.acknowledgement = "t = \(DecimalFormat.seconds(ticks: world.now))\n"
        case .settle(let name, let limit):
            try settle(name, limit: try limited(limit), into: &result)
        case .setEnvironment(let setting):
            try applyEnvironment(setting)
        case .setParameter(let name, let assignment):
            emit(try world.setParameter(sheet: name, parameter: assignment.name, to: assignment.written), into: &result)
        case .inspect(nil, let fields, let json, true)
        where fields.isEmpty && world.sheets.contains { $0.name == "raw" }:
            // `inspect raw` names a sheet called `raw` when there is one (docs/commands.md: `inspect NAME`).
            result.output += try inspect("raw", fields: [], json: json)
        case .inspect(let name, let fields, let json, let raw):
            result.output += try inspect(name, fields: fields, json: json, precision: raw ? .full : .printed)
        case .inspectParameters(let name):
            result.output += try parameterLines(of: name)
        case .expect(let expectation):
            try check(expectation, at: location, into: &result)
        case .watch(let name, let fields):
            if let name {
                try watch(name, fields: fields)
            } else {
                result.output += watchList()
            }
        case .watchOff:
            watches = []
        case .explain(let name):
            result.output += try explain(name)
        case .trace(let setting):
            trace = setting
        case .log(let name):
            result.output += try logText(for: name)
        case .graph(let name, let format):
            result.output += try graph(name, format: format)
        case .paths(let kind, let parameters):
            result.output += try paths(kindName: kind, parameters: parameters)
        case .record(let name, let fields, let file, let raw):
            try startRecording(name, fields: fields, file: file, precision: raw ? .full : .printed, into: &result)
            let count = fields.count == 1 ? "1 field" : "\(fields.count) fields"
            result.acknowledgement = "recording \(count) of \(name) to '\(VisibleText.escaped(file))'\n"
        case .recordStop:
            if let active = recording {
                let rows = active.rows == 1 ? "1 frame" : "\(active.rows) frames"
                result.acknowledgement = "recorded \(rows) of \(active.sheet)\n"
            } else {
                result.acknowledgement = "no recording runs\n"
            }
            try stopRecording()
        case .plot(let name, let field, let duration, let file):
            try plot(name, field: field, over: try limited(duration), to: file, into: &result)
        case .sweep(let command):
            try sweep(command, into: &result)
        case .audit(let command):
            try audit(command, into: &result)
        case .compare(let command):
            let plan = try ComparePlan.make(command, environment: world.environment)
            result.output += CompareRendering.render(plan.run(), plan: plan, format: command.format)
        case .view(let names):
            result.output += try picture(of: names)
        case .viewMode(let on):
            try setViewing(on, into: &result)
        case .play(let names, let duration, let speed):
            try play(names, over: duration, speed: speed, into: &result)
        case .film(let request):
            try film(request, into: &result)
        case .filmStop:
            try stopFilm(into: &result)
        case .time:
            let frame = world.environment.clock.frameIndex(atOrBefore: world.now)
            result.output += "\(DecimalFormat.seconds(ticks: world.now)) (frame \(frame))\n"
        case .list:
            result.output += summaryLines()
        case .delete(let name):
            if recording?.sheet == name { try stopRecording() }
            try world.delete(name: name)
            watches.removeAll { $0.sheet == name }
            lastIgnored[name] = nil
        case .reset:
            try stopRecording()
            watches = []
            lastIgnored = [:]
            try stopFilm(into: &result)
            world = World()
            log = []
            loggedCount = 0
        case .source(let file):
            try source(file, into: &result)
        case .help(let name):
            result.output += try help(name)
            result.documents = true
        case .save(let file):
            try save(to: file, into: &result)
        case .quit:
            result.quits = true
        }
    }

    // MARK: - Records

    /// Logs records and, with trace on, prints them.
    mutating func emit(_ records: [Record], into result: inout CommandResult) {
        guard !records.isEmpty else { return }
        // The lines of all the records, appended to the output at once.
        var lines = TextBuilder(capacity: 0)
        defer { if !lines.isEmpty { result.output += lines.text } }
        for record in records {
            appendToLog(.record(record))
            var isIgnored = false
            if case .ignored(let input) = record.occurrence {
                lastIgnored[record.sheet] = (record.tick, input)
                isIgnored = true
            }
            if plotting != nil { markPlot(record) }
            if trace.prints(ignored: isIgnored) {
                if lines.isEmpty { lines = TextBuilder(capacity: 96 * records.count) }
                RecordLine.write(record, to: &lines)
                lines.append(ascii: UInt8(ascii: "\n"))
            }
        }
    }
}

extension Session {
    /// The log keeps this many entries at most, so that a long run with trace on stays flat in
    /// memory; `log` says how many earlier ones were dropped.
    public static let logCapacity = 10_000

    /// Appends one entry, numbered after the last, dropping the oldest tenth when full.
    mutating func appendToLog(_ content: consuming LogEntry.Content) {
        // The world keeps each sheet's kind and rules: reading them from `any Machine` copied the
        // existential twice and built a sheet's rules for its profile, at every record.
        var kind: Kind?
        var rules: [TransitionRule]?
        if let index = world.sheetIndex(named: content.sheet) {
            kind = world.sheets[index].kind
            rules = world.sheets[index].transitionRules
        }
        loggedCount += 1
        log.append(LogEntry(sequence: loggedCount, content: content, kind: kind, rules: rules))
        if log.count > Self.logCapacity { log.removeFirst(Self.logCapacity / 10) }
    }

    /// The transition-table rule a phase change took: the rules of the sheet's table (its kind's,
    /// or its profile's) with the same phases and event (names joined by ` or ` when several share them).
    static func rule(taken record: Record, kind: Kind?, rules table: [TransitionRule]? = nil) -> String? {
        guard case .transitioned(let from, let to, _) = record.occurrence,
            let table = table ?? kind?.machineType.transitionTable
        else { return nil }
        let rules = table.filter {
            $0.from == from && $0.to == to && $0.event == record.event
        }
        guard !rules.isEmpty else { return nil }
        return rules.map { $0.guardText.isEmpty ? $0.name : "\($0.name) when \($0.guardText)" }
            .joined(separator: " or ")
    }
}

/// One numbered entry of the log.
public struct LogEntry: Sendable, Hashable {
    /// What the entry holds.
    public enum Content: Sendable, Hashable {
        /// A sheet was created (`new`): what its trace line says after `NAME: `.
        case creation(tick: Int64, sheet: String, body: String)
        /// A record of a machine.
        case record(Record)

        /// The sheet the entry is about.
        public var sheet: String {
            switch self {
            case .creation(_, let sheet, _): sheet
            case .record(let record): record.sheet
            }
        }
    }

    /// 1 for the first entry of the session.
    public var sequence: Int
    public var content: Content
    /// The kind of the sheet, for the rule a phase change took.
    public var kind: Kind?
    /// The sheet's own rules when its profile or variant has a table of its own (nil: the kind's).
    public var rules: [TransitionRule]?

    public init(sequence: Int, content: Content, kind: Kind? = nil, rules: [TransitionRule]? = nil) {
        self.sequence = sequence
        self.content = content
        self.kind = kind
        self.rules = rules
    }

    /// For a phase change, the rule of the sheet's transition table it took, with its guard.
    public var rule: String? {
        guard case .record(let record) = content else { return nil }
        return Session.rule(taken: record, kind: kind, rules: rules)
    }

    /// The sheet the entry is about.
    public var sheet: String { content.sheet }
}

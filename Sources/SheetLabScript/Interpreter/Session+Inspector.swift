import SheetLabCore

/// A `record` in progress: which sheet and fields, and the file the rows stream to.
struct Recording {
    var sheet: String
    var stream: RecordStream
    /// The file, or nil for standard output (`to -`): rows are then part of the output.
    var file: (any FileStream)?
    /// Rows written so far.
    var rows = 0
}

extension Session {
    /// The file name that means standard output for every writer of one file (`record`, `plot`,
    /// `sweep --to`, `save`, `--save`); no file named `-` is ever created, and the writers of a
    /// folder (`audit --evidence`, `explore --out`) refuse it.
    public static let standardOutputName = "-"
}

/// A `plot` in progress: the samples collected frame by frame, summarised past a budget.
struct PlotCapture {
    var sheet: String
    var field: Field
    var samples: PlotSummary
    /// Phase changes and events seen while plotting, for the SVG's bands and markers.
    var phases: [(tick: Int64, phase: Phase)]
    var markers: [PlotMarker]
}

extension Session {
    /// `graph NAME|KIND [dot|mermaid]`: the kind's transition table, a sheet's current phase
    /// highlighted. A sheet of that name wins; otherwise a kind's name draws the kind alone.
    func graph(_ name: String, format: GraphFormat) throws -> String {
        if world.sheets.contains(where: { $0.name == name }) || Kind(rawValue: name) == nil {
            let machine = try world.machine(named: name)
            let kind = type(of: machine).kind
            switch format {
            case .dot: return StateGraph.dot(kind: kind, rules: machine.transitionRules, current: machine.phase)
            case .mermaid:
                return StateGraph.mermaid(kind: kind, rules: machine.transitionRules, current: machine.phase)
            }
        }
        return Self.graph(of: Kind(rawValue: name)!, format: format)
    }

    /// The transition table of `kind` as DOT or Mermaid, no phase highlighted (`graph KIND`,
    /// `sheetlab graph KIND`).
    public static func graph(of kind: Kind, format: GraphFormat, current: Phase? = nil) -> String {
        let rules = kind.machineType.transitionTable
        switch format {
        case .dot: return StateGraph.dot(kind: kind, rules: rules, current: current)
        case .mermaid: return StateGraph.mermaid(kind: kind, rules: rules, current: current)
        }
    }

    /// `sheetlab paths KIND [PARAM=VALUE ...]`: what `paths` prints, without a session.
    public static func pathsText(of kind: Kind, parameters: [ParameterAssignment]) throws -> String {
        try Session(origin: .commandLine).paths(kindName: kind.rawValue, parameters: parameters)
    }

    /// `paths KIND [PARAM=VALUE ...]`: the shortest command sequence reaching each phase and each
    /// transition of a sheet created with those parameters.
    func paths(kindName: String, parameters: [ParameterAssignment] = []) throws -> String {
        guard let kind = Kind(rawValue: kindName) else {
            throw ScriptError(
                .unknownKind(kindName, suggestion: Suggestion.nearest(to: kindName, in: Kind.allCases.map(\.rawValue))),
                about: kindName)
        }
        let search = PathSearch(kind: kind, parameters: parameters)
        if search.machine == nil {
            // Creating the sheet names the refused parameter.
            var probe = Session(origin: .commandLine)
            var ignored = CommandResult()
            try probe.createSheet(
                kind: kindName, name: PathSearch.sheet, parameters: parameters, animated: false, into: &ignored)
        }
        return PathsText.text(search.run())
    }

    /// `record NAME FIELD ... to FILE [raw]`: streams a row per frame from now on; `to -` makes
    /// the rows (CSV) part of the output of the commands that advance the clock.
    mutating func startRecording(
        _ name: String, fields fieldNames: [String], file: String, precision: Precision = .printed,
        into result: inout CommandResult
    ) throws {
        let fields = try fieldNames.map { try field($0, of: name).1 }
        try stopRecording()
        guard file != Self.standardOutputName else {
            let stream = RecordStream(format: .csv, fields: fields, precision: precision)
            result.output += stream.header
            recording = Recording(sheet: name, stream: stream, file: nil)
            return
        }
        let path = resolve(file)
        let stream = RecordStream(format: RecordStream.Format(path: path), fields: fields, precision: precision)
        let handle = try files.openStream(at: path)
        try handle.write(stream.header)
        recording = Recording(sheet: name, stream: stream, file: handle)
    }

    /// Ends the session's work with files: stops a running `record`, so that its file is
    /// complete (a JSON array closed) and put in place now, and a failure to write it is
    /// reported; nil when all went well. Call it when a script, a file or the shell ends.
    public mutating func finish() -> ScriptError? {
        do {
            try stopRecording()
            return nil
        } catch let error as FileAccessError {
            return ScriptError(.runtime(error.message), at: nil)
        } catch {
            return ScriptError(.runtime("\(error)"), at: nil)
        }
    }

    /// `record stop`: writes the footer (closing a JSON array) and closes the file; nothing when
    /// no recording runs.
    mutating func stopRecording() throws {
        guard let active = recording else { return }
        recording = nil
        try active.file?.write(active.stream.footer)
        try active.file?.close()
    }

    /// Samples every active recording and plot at the frame just rendered.
    mutating func sampleFrame(into result: inout CommandResult) throws {
        if var active = recording {
            if let index = world.sheetIndex(named: active.sheet) {
                let machine = world.sheets[index].machine
                let values = active.stream.fields.map { value(of: $0, of: active.sheet, in: machine) }
                let row = active.stream.row(tick: world.now, values: values, isFirst: active.rows == 0)
                active.rows += 1
                recording = active
                if let file = active.file {
                    try file.write(row)
                } else {
                    result.output += row
                }
            }
        }
        sampleFilms()
        if frameSamples != nil, let sheet = world.sheets.first {
            frameSamples?.append(FrameSample(tick: world.now, machine: sheet.machine, environment: world.environment))
        }
        // The capture is changed in place (`plotting?.`) and never bound to a local: a copy alive
        // during the append would copy every sample so far, every frame.
        if let sheet = plotting?.sheet, let field = plotting?.field,
            let index = world.sheetIndex(named: sheet)
        {
            let machine = world.sheets[index].machine
            let number = Self.number(value(of: field, of: sheet, in: machine))
            let phase = machine.phase
            plotting?.samples.append(PlotSample(tick: world.now, value: number))
            if plotting?.phases.last?.phase != phase { plotting?.phases.append((world.now, phase)) }
        }
    }

    /// Notes a plotted sheet's release, armed and callbacks as markers.
    mutating func markPlot(_ record: Record) {
        guard plotting?.sheet == record.sheet else { return }
        switch record.occurrence {
        case .armed: plotting?.markers.append(PlotMarker(tick: record.tick, label: "armed"))
        case .callbackFired(let name): plotting?.markers.append(PlotMarker(tick: record.tick, label: name))
        case .transitioned(.dragging, _, _): plotting?.markers.append(PlotMarker(tick: record.tick, label: "release"))
        default: return
        }
    }

    /// `plot NAME FIELD [over DURATION] [to FILE.svg]`: runs the clock and charts the field.
    mutating func plot(
        _ name: String, field fieldName: String, over ticks: Int64, to file: String?, into result: inout CommandResult
    ) throws {
        let (machine, field) = try field(fieldName, of: name)
        guard field.decimals != nil || field == .armed || field == .hitTesting || field == .presented else {
            throw ScriptError(.runtime("field '\(fieldName)' is not a number and cannot be plotted"), at: nil)
        }
        if let file, let fileExtension = Self.fileExtension(of: file),
            !Self.plotExtensions.contains(fileExtension.lowercased())
        {
            throw ScriptError(
                .runtime(
                    "plot writes SVG only: '\(file)' ends in '.\(fileExtension)', not "
                        + Self.plotExtensions.map { "'.\($0)'" }.joined(separator: " or ")),
                about: file)
        }
        let start = world.now
        let first = PlotSample(tick: start, value: Self.number(value(of: field, of: name, in: machine)))
        plotting = PlotCapture(
            sheet: name, field: field, samples: PlotSummary(first: first), phases: [(start, machine.phase)],
            markers: [])
        var inner = CommandResult()
        defer { plotting = nil }
        try advance(to: start + ticks, into: &inner)
        result.output += inner.output
        guard let capture = plotting else { return }
        var series = PlotSeries(
            sheet: name, field: field, samples: capture.samples.samples, threshold: threshold(of: field))
        if !capture.samples.isComplete {
            series.summary = PlotSeries.Summary(
                sampleCount: capture.samples.count, samplesPerSpan: capture.samples.samplesPerSpan)
        }
        if file == Self.standardOutputName {
            let bands = Self.bands(capture.phases, end: world.now)
            result.output += SVGPlot.render(series, bands: bands, markers: capture.markers)
        } else if let file {
            let path = resolve(file)
            let bands = Self.bands(capture.phases, end: world.now)
            try files.write(SVGPlot.render(series, bands: bands, markers: capture.markers), to: path)
            result.output +=
                "wrote \(capture.samples.count) samples of \(name).\(field.rawValue) to '\(VisibleText.escaped(file))'\n"
        } else {
            result.output += TerminalPlot.render(series)
            if let summary = series.summary { result.output += "(\(summary.text))\n" }
        }
    }

    /// The extensions `plot ... to FILE` writes: SVG, whatever the letter case. A name with
    /// another extension is refused rather than given an SVG it does not announce.
    static let plotExtensions = ["svg"]

    /// The extension of the last component of `path` (`png` for `a/b.png`), or nil when it has
    /// none (`/dev/null`, `chart`, `.hidden`).
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = String(name[name.index(after: dot)...])
        return suffix.isEmpty ? nil : suffix
    }

    private static func bands(_ phases: [(tick: Int64, phase: Phase)], end: Int64) -> [PlotBand] {
        phases.indices.map { index in
            let until = index + 1 < phases.count ? phases[index + 1].tick : end
            return PlotBand(fromTick: phases[index].tick, toTick: until, phase: phases[index].phase.rawValue)
        }
    }

    private static func number(_ value: FieldValue) -> Double {
        switch value {
        case .number(let value): value
        case .integer(let value): Double(value)
        case .bool(let flag): flag ? 1 : 0
        case .word, .text: 0
        }
    }

    /// The line a field is compared against, where it has one: progress fields reach 1 at the threshold.
    private func threshold(of field: Field) -> Double? {
        switch field {
        case .progress, .dragProgress: 1
        default: nil
        }
    }
}

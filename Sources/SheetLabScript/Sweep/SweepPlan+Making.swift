import SheetLabCore

extension SweepPlan {
    /// Reads a `sweep` command against `base` (the kind's defaults on the command line, a live
    /// sheet's parameters and its world's environment in the shell) and checks every value once.
    ///
    /// The `PARAM=VALUE` words are one set, checked together as `new` checks its parameters, when
    /// `settingsAsOneSet` (`sheetlab sweep KIND P=V...` mirrors `new KIND NAME P=V...`); otherwise
    /// each changes the sheet's copy in turn, as `set NAME.PARAM VALUE` would (`sweep NAME P=V`).
    /// `--against` words always change the base set one by one, as `set` does.
    ///
    /// - Throws: `ScriptError` at the word at fault.
    public static func make(
        _ command: SweepCommand, base start: SweepVariant, settingsAsOneSet: Bool = false,
        designs: [String: Design] = [:]
    ) throws(ScriptError) -> SweepPlan {
        if let file = command.file { try checkExtension(file, format: command.format) }
        let kind = start.kind
        let parameterNames = kind.machineType.parameterTable.map(\.name)
        var base = start
        if settingsAsOneSet {
            var settings: [(word: SweepCommand.Word, setting: ParameterSetting)] = []
            for word in command.settings {
                let (name, text) = try setting(word, parameterNames: parameterNames, kind: kind)
                if let value = SweepEnvironmentValue(rawValue: name) {
                    if let problem = value.apply(text, to: &base.environment) {
                        throw located(.invalidSweep(problem), word)
                    }
                } else {
                    settings.append((word, ParameterSetting(name: name, value: text)))
                }
            }
            do {
                base.machine = try kind.makeMachine(configuredBy: settings.map(\.setting), designs: designs)
            } catch {
                let name: String
                switch error {
                case .unknownParameter(let unknown, _): name = unknown
                case .invalidValue(let invalid, _, _): name = invalid
                case .notInProfile(let other, _, _): name = other
                case .fixedAtCreation(let fixed): name = fixed
                }
                let word = settings.last { $0.setting.name == name }?.word ?? settings.first?.word ?? command.x
                throw located(.invalidSweep(error.message), word)
            }
        } else {
            for word in command.settings {
                try apply(word, to: &base, parameterNames: parameterNames, kind: kind)
            }
        }
        var from: String?
        if let word = command.from {
            guard base.machine.parameterText("detent") != nil else {
                throw located(.invalidSweep("'--from' picks a sheet's detent; a \(kind.rawValue) has none"), word)
            }
            if let problem = base.apply("detent", text: word.text) { throw located(.invalidSweep(problem), word) }
            from = word.text
        }
        var gestureStyle: SweepGestureStyle?
        var fixed: [SweepQuantity: (value: Double, word: SweepCommand.Word)] = [:]
        if let first = command.gesture.first {
            guard let style = SweepGestureStyle(rawValue: first.text) else {
                let words = SweepGestureStyle.allCases.map(\.rawValue)
                throw located(
                    .invalidChoice(
                        first.text, expected: words, suggestion: Suggestion.nearestTypo(to: first.text, in: words)),
                    first)
            }
            gestureStyle = style
            for word in command.gesture.dropFirst() {
                let (name, text) = try assignment(word)
                let gestureNames = [SweepQuantity.translationName(of: kind), "velocity", "duration"]
                guard gestureNames.contains(name),
                    let quantity = SweepQuantity.axis(named: name, kind: kind, parameters: [])
                else {
                    throw located(
                        .unknownAxis(
                            name, kind: kind.rawValue, suggestion: Suggestion.nearestTypo(to: name, in: gestureNames)),
                        word)
                }
                guard let value = try? NumberLiteral.parse(text) else { throw located(.invalidNumber(text), word) }
                fixed[quantity] = (value, word)
            }
        }
        var against: SweepVariant?
        var changes: [SweepSettingChange] = []
        if !command.against.isEmpty {
            var other = base
            for word in command.against {
                let (name, _) = try assignment(word)
                let before = other.text(of: name)
                try apply(word, to: &other, parameterNames: parameterNames, kind: kind)
                let after = other.text(of: name) ?? ""
                if let index = changes.firstIndex(where: { $0.name == name }) {
                    changes[index].against = after
                } else {
                    changes.append(SweepSettingChange(name: name, base: before ?? "", against: after))
                }
            }
            against = other
        }
        let x = try axis(
            command.x, kind: kind, parameterNames: parameterNames, variants: [base] + [against].compactMap { $0 })
        let y = try command.y.map { (word) throws(ScriptError) in
            try axis(word, kind: kind, parameterNames: parameterNames, variants: [base] + [against].compactMap { $0 })
        }
        if let y, y.quantity == x.quantity, let word = command.y {
            throw located(.invalidSweep("both axes vary \(x.name)"), word)
        }
        let axes = [x] + (y.map { [$0] } ?? [])
        let cells = x.values.count * (y?.values.count ?? 1)
        guard cells <= maximumCells else {
            throw located(
                .invalidSweep(
                    "\(SweepNumber.grouped(cells)) cells are more than the limit of \(SweepNumber.grouped(maximumCells))"
                ),
                command.y ?? command.x)
        }
        let varies = Set(axes.map(\.quantity))
        let style =
            gestureStyle ?? (varies.contains(.duration) || fixed[.duration] != nil ? .drag : .fling)
        let wrongQuantity: SweepQuantity = style == .fling ? .duration : .velocity
        if varies.contains(wrongQuantity) || fixed[wrongQuantity] != nil {
            let word =
                fixed[wrongQuantity]?.word ?? (x.quantity == wrongQuantity ? command.x : command.y ?? command.x)
            let reason =
                style == .fling
                ? "a fling has no duration: it is released at a velocity (use '--gesture drag')"
                : "a drag's release velocity is its translation over its duration (vary duration, or use '--gesture fling')"
            throw located(.invalidSweep(reason), word)
        }
        guard varies.contains(.translation) || fixed[.translation] != nil else {
            let name = SweepQuantity.translationName(of: kind)
            throw located(
                .invalidSweep(
                    "a sweep needs the release's \(name): an axis '--x \(name)=LO..HI/STEP' or "
                        + "'--gesture \(style.rawValue) \(name)=VALUE'"),
                command.x)
        }
        // A drag of each cell runs frame by frame: more than `settle`'s 10 s would only spend time.
        let durations: [(values: [Double], word: SweepCommand.Word)] =
            (fixed[.duration].map { [([$0.value], $0.word)] } ?? [])
            + (x.quantity == .duration ? [(x.values, command.x)] : [])
            + (y?.quantity == .duration ? [(y?.values ?? [], command.y ?? command.x)] : [])
        for (values, word) in durations where values.contains(where: { $0 <= 0 || $0 > 10 }) {
            throw located(.invalidSweep("a drag's duration must be more than 0 and at most 10 s"), word)
        }
        return SweepPlan(
            base: base, against: against, againstChanges: changes,
            settingWords: settingWords(of: base).filter { from == nil || !$0.hasPrefix("detent=") },
            style: style, translation: fixed[.translation]?.value ?? 0, velocity: fixed[.velocity]?.value ?? 0,
            duration: fixed[.duration]?.value ?? 0.25, x: x, y: y, from: from)
    }

    /// The settings of `variant` that differ from a fresh machine and the default environment,
    /// as `name=value`, parameters first in table order.
    static func settingWords(of variant: SweepVariant) -> [String] {
        let kindDefaults = SweepVariant(machine: variant.kind.makeMachine(), environment: Environment())
        // A design's other parameters are measured against that design's defaults
        // (`profile=gorhom` lists only what differs from gorhom's own).
        var defaults = kindDefaults
        let choosers = variant.kind.machineType.parameterTable.filter(\.choosesDesign).map(\.name)
        for name in choosers {
            if let text = variant.text(of: name) { _ = defaults.apply(name, text: text) }
        }
        let names = variant.kind.machineType.parameterTable.map(\.name) + SweepEnvironmentValue.allCases.map(\.rawValue)
        return names.compactMap { name in
            let reference = choosers.contains(name) ? kindDefaults : defaults
            guard let text = variant.text(of: name), text != reference.text(of: name) else { return nil }
            return "\(name)=\(text)"
        }
    }

    // MARK: - Words

    /// Refuses a `--to` file whose extension is not that of the format written (`--format`'s, or
    /// any format's without it), as `plot` refuses one that is not `.svg`: a `.png` would get text.
    /// A name without an extension (`/dev/null`, `map`) and `-` take any format.
    private static func checkExtension(_ file: SweepCommand.Word, format: SweepFormat?) throws(ScriptError) {
        guard file.text != Session.standardOutputName, let written = Session.fileExtension(of: file.text) else {
            return
        }
        let formats = format.map { [$0] } ?? SweepFormat.allCases
        let allowed = formats.flatMap(\.fileExtensions)
        guard !allowed.contains(written.lowercased()) else { return }
        let writes =
            format.map { "sweep --format \($0.rawValue) writes \($0.title)" } ?? "sweep writes text, CSV, JSON or SVG"
        let names = allowed.map { "'.\($0)'" }
        let list = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + names[names.count - 1]
        throw located(.invalidSweep("\(writes): '\(file.text)' ends in '.\(written)', not \(list)"), file)
    }

    private static func located(_ reason: ScriptError.Reason, _ word: SweepCommand.Word) -> ScriptError {
        ScriptError(reason, at: word.location)
    }

    /// `NAME=VALUE` split at the first `=`.
    private static func assignment(_ word: SweepCommand.Word) throws(ScriptError) -> (String, String) {
        guard let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex,
            word.text.index(after: equals) != word.text.endIndex
        else { throw located(.invalidAssignment(word.text), word) }
        return (String(word.text[..<equals]), String(word.text[word.text.index(after: equals)...]))
    }

    /// Applies a `PARAM=VALUE` setting: a parameter of the kind or an environment value.
    private static func apply(
        _ word: SweepCommand.Word, to variant: inout SweepVariant, parameterNames: [String], kind: Kind
    ) throws(ScriptError) {
        let (name, text) = try setting(word, parameterNames: parameterNames, kind: kind)
        if let problem = variant.apply(name, text: text) { throw located(.invalidSweep(problem), word) }
    }

    /// A `PARAM=VALUE` word naming a parameter of the kind or an environment value.
    private static func setting(
        _ word: SweepCommand.Word, parameterNames: [String], kind: Kind
    ) throws(ScriptError) -> (String, String) {
        let (name, text) = try assignment(word)
        let environmentNames = SweepEnvironmentValue.allCases.map(\.rawValue)
        guard parameterNames.contains(name) || environmentNames.contains(name) else {
            if SweepQuantity.gestureNames.contains(name) {
                throw located(
                    .invalidSweep(
                        "'\(name)' is a value of the gesture: vary it on an axis ('--x \(name)=LO..HI/STEP') "
                            + "or fix it after '--gesture fling'"),
                    word)
            }
            throw located(
                .unknownParameter(
                    name, kind: kind.rawValue,
                    suggestion: Suggestion.nearestTypo(to: name, in: parameterNames + environmentNames)),
                word)
        }
        return (name, text)
    }

    /// Reads `NAME=RANGE` and checks every value against each variant.
    private static func axis(
        _ word: SweepCommand.Word, kind: Kind, parameterNames: [String], variants: [SweepVariant]
    ) throws(ScriptError) -> SweepAxis {
        let (name, spec) = try assignment(word)
        guard let quantity = SweepQuantity.axis(named: name, kind: kind, parameters: parameterNames) else {
            let names = SweepQuantity.axisNames(kind: kind, parameters: parameterNames)
            throw located(
                .unknownAxis(name, kind: kind.rawValue, suggestion: Suggestion.nearestTypo(to: name, in: names)), word)
        }
        let values: [Double]
        let decimals: Int
        switch SweepAxis.values(of: spec) {
        case .success(let result): (values, decimals) = result
        case .failure(let problem): throw located(.invalidAxis(word.text, problem: problem.message), word)
        }
        for value in values {
            for variant in variants {
                var copy = variant
                if let problem = copy.apply(quantity, value: value) {
                    throw located(.invalidAxis(word.text, problem: problem), word)
                }
            }
        }
        return SweepAxis(name: name, quantity: quantity, values: values, decimals: decimals, spelling: spec)
    }
}

import SheetLabCore

extension Session {
    /// The machine of `name` and the field called `fieldName`, which must apply to its kind.
    func field(_ fieldName: String, of name: String) throws -> (any Machine, Field) {
        let machine = try world.machine(named: name)
        let kind = type(of: machine).kind
        guard let field = Field(rawValue: fieldName) else {
            throw ScriptError(
                .unknownField(
                    fieldName, suggestion: Suggestion.nearest(to: fieldName, in: Field.allCases.map(\.rawValue))),
                about: fieldName)
        }
        guard field.applies(to: kind) || field == .name else {
            throw ScriptError(
                .runtime("field '\(fieldName)' does not apply to '\(name)', \(kind.withArticle)"), about: fieldName)
        }
        return (machine, field)
    }

    /// The field's value for the sheet called `name`, read as of the last rendered frame.
    func value(of field: Field, of name: String, in machine: any Machine) -> FieldValue {
        if field == .name { return .word(name) }
        return machine.value(of: field, in: world.environment) ?? .word("n/a")
    }

    /// `inspect [NAME] [FIELD ...] [json] [raw]`; `raw` prints numbers with every digit.
    func inspect(_ name: String?, fields fieldNames: [String], json: Bool, precision: Precision = .printed) throws
        -> String
    {
        guard let name else { return summaryLines(json: json, precision: precision) }
        let machine = try world.machine(named: name)
        let fields: [Field]
        if fieldNames.isEmpty {
            fields = Field.listedFields(of: type(of: machine).kind)
        } else {
            fields = try fieldNames.map { try field($0, of: name).1 }
        }
        func write(_ field: Field, to text: inout TextBuilder) {
            FieldText.append(
                value(of: field, of: name, in: machine), of: field, precision: precision, json: json, to: &text)
        }
        // Written as bytes, made a string once (`TextBuilder`).
        var text = TextBuilder(capacity: fields.count * 32)
        if json {
            // `JSONText.object` of the fields.
            text.append(ascii: UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                // A field's name is a word of letters and hyphens: its own JSON string body.
                text.append(index > 0 ? ", \"" : "\"")
                text.append(field.rawValue)
                text.append("\": ")
                write(field, to: &text)
            }
            text.append("}\n")
            return text.text
        }
        for field in fields {
            text.append(name)
            text.append(ascii: UInt8(ascii: "."))
            text.append(field.rawValue)
            text.append(" = ")
            write(field, to: &text)
            text.append(ascii: UInt8(ascii: "\n"))
        }
        return text.text
    }

    /// `inspect NAME params`: `NAME.PARAM = VALUE (default D)` per parameter the sheet reads (its
    /// profile's or variant's), in table order; `(default)` when the value is the default.
    func parameterLines(of name: String) throws -> String {
        let machine = try world.machine(named: name)
        var text = ""
        for parameter in machine.parameterInfo {
            let value = machine.parameterText(parameter.name) ?? parameter.defaultValue
            // `design` has no default: a sheet without one follows the seed's rules.
            let note =
                value == parameter.defaultValue
                ? "(default)"
                : parameter.defaultValue.isEmpty ? "(a design file)" : "(default \(parameter.defaultValue))"
            text += "\(name).\(parameter.name) = \(value) \(note)\n"
        }
        return text
    }

    /// `list`, and `inspect` with no name: `NAME KIND PHASE progress=P offset=O` per sheet.
    func summaryLines(json: Bool = false, precision: Precision = .printed) -> String {
        if world.sheets.isEmpty && !json { return "no sheets: 'new KIND NAME' creates one\n" }
        var text = TextBuilder(capacity: world.sheets.count * 64)
        for sheet in world.sheets {
            let kind = type(of: sheet.machine).kind
            func write(_ field: Field, to text: inout TextBuilder) {
                FieldText.append(
                    value(of: field, of: sheet.name, in: sheet.machine), of: field, precision: precision, json: json,
                    to: &text)
            }
            if json {
                // `JSONText.object` of five members.
                text.append("{\"name\": ")
                JSONText.append(sheet.name, to: &text)
                text.append(", \"kind\": ")
                JSONText.append(kind.rawValue, to: &text)
                text.append(", \"phase\": ")
                JSONText.append(sheet.machine.phase.rawValue, to: &text)
                text.append(", \"progress\": ")
                write(.progress, to: &text)
                text.append(", \"offset\": ")
                write(.offset, to: &text)
                text.append("}\n")
            } else {
                text.append(sheet.name)
                text.append(ascii: UInt8(ascii: " "))
                text.append(kind.rawValue)
                text.append(ascii: UInt8(ascii: " "))
                text.append(sheet.machine.phase.rawValue)
                text.append(" progress=")
                write(.progress, to: &text)
                text.append(" offset=")
                write(.offset, to: &text)
                text.append(ascii: UInt8(ascii: "\n"))
            }
        }
        return text.text
    }

    /// `expect NAME.FIELD OP VALUE [within TOL]`.
    func check(_ expectation: Expectation, at location: SourceLocation, into result: inout CommandResult) throws {
        let (machine, field) = try field(expectation.field, of: expectation.name)
        try checkVocabulary(of: expectation, field: field, machine: machine)
        let actual = value(of: field, of: expectation.name, in: machine)
        if holds(expectation, actual: actual, field: field) { return }
        result.expectationFailed = true
        let place = origin.displayName.map { "\($0):\(location.line): " } ?? ""
        result.diagnostics +=
            VisibleText.escaped(
                "\(place)expectation failed: \(expectation) (actual: \(FieldText.text(actual, of: field)))") + "\n"
    }

    /// A word outside the field's vocabulary is a usage error with a "did you mean", never a failed
    /// expectation (docs/decisions.md#expectations). The parser checks fixed vocabularies (phases,
    /// `true`/`false`, actions); a sheet's `detent` can only be one of its listed detents.
    func checkVocabulary(of expectation: Expectation, field: Field, machine: any Machine) throws {
        guard field == .detent, case .text(let word) = expectation.value,
            let listed = machine.parameterText("detents")?.split(separator: ",").map(String.init),
            !listed.contains(word)
        else { return }
        throw ScriptError(
            .invalidChoice(word, expected: listed, suggestion: Suggestion.nearestTypo(to: word, in: listed)),
            about: word)
    }

    /// Whether `actual` satisfies the expectation (docs/commands.md, `expect`).
    func holds(_ expectation: Expectation, actual: FieldValue, field: Field) -> Bool {
        let comparison = expectation.comparison
        if comparison.isMatching {
            // A non-finite number never passes an expectation, a text match included.
            if case .number(let value) = actual, !value.isFinite { return false }
            let found = FieldText.text(actual, of: field).contains(expectation.value.description)
            return found == (comparison == .contains)
        }
        let number: Double?
        switch actual {
        case .number(let value): number = value
        case .integer(let value): number = Double(value)
        case .word, .text, .bool: number = nil
        }
        // A value that is not finite never satisfies an expectation (`!=` included).
        if let number, !number.isFinite { return false }
        guard let number, case .number(let expected, _) = expectation.value else {
            let text = FieldText.text(actual, of: field)
            let equal = text == expectation.value.description
            switch comparison {
            case .equal: return equal
            case .notEqual: return !equal
            default: return false
            }
        }
        if let tolerance = expectation.tolerance, !comparison.isOrdering {
            let within = abs(number - expected) <= tolerance
            return comparison == .equal ? within : !within
        }
        switch comparison {
        case .equal, .notEqual:
            let shown = Double(FieldText.text(actual, of: field)) ?? number
            return (shown == expected) == (comparison == .equal)
        case .less: return number < expected
        case .lessOrEqual: return number <= expected
        case .greater: return number > expected
        case .greaterOrEqual: return number >= expected
        case .contains, .notContains: return false  // matched as text above
        }
    }
}

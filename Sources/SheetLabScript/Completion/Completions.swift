/// The words that may replace the word under the cursor, driven by `CommandTable`.
///
/// Completes command names, sheet names, `PARAM=` names and their enum values, field names,
/// `NAME.FIELD` and `NAME.PARAM`, choice words and option keywords. The result is sorted and
/// without repeats; a candidate ending in `.` or `=` expects more text (the shell adds no space).
///
/// - Parameters:
///   - line: the line being edited.
///   - cursor: the cursor as a UTF-8 offset into `line`, as libedit reports it (clamped).
///   - context: the vocabulary and the world's sheets.
///   - files: the paths that complete a partly typed one (folders ending in `/`), for `source`,
///     `save` and `to FILE`; the shell lists the file system, the script layer never does.
public func completions(
    line: String, cursor: Int, context: CompletionContext, files: @escaping (String) -> [String] = { _ in [] }
) -> [String] {
    let bytes = Array(line.utf8)
    let before = String(decoding: bytes[0..<min(max(cursor, 0), bytes.count)], as: UTF8.self)
    var words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let endsInSpace = before.last.map { $0 == " " || $0 == "\t" } ?? true
    let current = endsInSpace ? "" : (words.popLast() ?? "")
    if words.contains(where: { $0.hasPrefix("#") }) || current.hasPrefix("#") { return [] }
    guard let commandWord = words.first else {
        return finish(CommandTable.names, prefix: current)
    }
    guard let command = CommandTable.command(named: commandWord) else { return [] }
    let arguments = Array(words.dropFirst())
    var candidates: [String] = []
    for form in command.forms where literalsAgree(form, arguments) {
        candidates += FormCompletion(
            form: form, arguments: arguments, current: current, context: context, files: files
        ).candidates()
    }
    return finish(candidates, prefix: current)
}

private func finish(_ candidates: [String], prefix: String) -> [String] {
    Array(Set(candidates.filter { $0.hasPrefix(prefix) })).sorted()
}

/// Whether the literal words of `form` agree with the arguments typed so far.
private func literalsAgree(_ form: CommandForm, _ arguments: [String]) -> Bool {
    for (position, slot) in form.arguments.enumerated() {
        guard case .literal(let word) = slot.type else { continue }
        if position < arguments.count, arguments[position] != word { return false }
    }
    return true
}

/// Completion within one form of a command.
private struct FormCompletion {
    let form: CommandForm
    let arguments: [String]
    let current: String
    let context: CompletionContext
    let files: (String) -> [String]

    private var vocabulary: Vocabulary { context.vocabulary }

    func candidates() -> [String] {
        var slotIndex = 0
        var filled: [String: [String]] = [:]
        var usedOptions: Set<String> = []
        var pendingOption: OptionSlot?
        var positionalsOver = false
        for word in arguments {
            if let option = pendingOption {
                filled[option.keyword] = [word]
                pendingOption = nil
                continue
            }
            if let option = form.option(word) {
                usedOptions.insert(word)
                positionalsOver = true
                pendingOption = option.value == nil ? nil : option
                continue
            }
            guard !positionalsOver, slotIndex < form.arguments.count else { continue }
            let slot = form.arguments[slotIndex]
            filled[slot.label, default: []].append(word)
            switch slot.arity {
            case .one where slot.type == .expectedValue, .zeroOrMore, .oneOrMore: break
            case .one, .optional: slotIndex += 1
            }
        }
        if let option = pendingOption, let value = option.value {
            return words(for: value, filled: filled)
        }
        var result: [String] = []
        if !positionalsOver, slotIndex < form.arguments.count {
            result += words(for: form.arguments[slotIndex], filled: filled)
        }
        let remainingRequired =
            positionalsOver
            ? []
            : form.arguments[min(slotIndex, form.arguments.count)...].filter { slot in
                (slot.arity == .one || slot.arity == .oneOrMore) && filled[slot.label] == nil
            }
        if remainingRequired.isEmpty {
            result += form.options.filter { !usedOptions.contains($0.keyword) }.map(\.keyword)
        }
        return result
    }

    /// The words a slot may take, given what was typed before it.
    private func words(for slot: ArgumentSlot, filled: [String: [String]]) -> [String] {
        let sheetKind = filled["NAME"]?.first.flatMap(context.kind(of:))
        switch slot.type {
        case .literal(let word):
            return [word]
        case .choice(let words):
            return words
        case .name:
            return context.sheets.map(\.name)
        case .sheetOrKind:
            return context.sheets.map(\.name) + vocabulary.kinds.map(\.name)
        case .kind:
            return vocabulary.kinds.map(\.name)
        case .helpTopic:
            return TopicHelp.names + vocabulary.kinds.map(\.name)
        case .button:
            // The first word of each of the sheet's buttons (`action` once for `action 1`, `action 2`).
            let buttons = filled["NAME"]?.first.map(context.buttons(of:)) ?? []
            var seen: Set<Substring> = []
            return buttons.compactMap { $0.split(separator: " ").first }.filter { seen.insert($0).inserted }
                .map(String.init)
        case .buttonNumber:
            guard let owner = filled["NAME"]?.first, let word = filled["BUTTON"]?.first else { return [] }
            return context.buttons(of: owner).compactMap { button in
                let parts = button.split(separator: " ")
                return parts.count == 2 && parts[0] == word ? String(parts[1]) : nil
            }
        case .field:
            let fields = sheetKind.map(vocabulary.fields(of:)) ?? vocabulary.fields
            let typed = Set(filled[slot.label] ?? [])
            return fields.map(\.name).filter { !typed.contains($0) }
        case .fieldList:
            let fields = sheetKind.map(vocabulary.fields(of:)) ?? vocabulary.fields
            let typed = current.split(separator: ",", omittingEmptySubsequences: false).dropLast().map(String.init)
            let prefix = typed.map { $0 + "," }.joined()
            return fields.map(\.name).filter { !typed.contains($0) }.map { prefix + $0 }
        case .fieldPath, .parameterPath:
            guard let dot = current.firstIndex(of: ".") else { return context.sheets.map { $0.name + "." } }
            let owner = String(current[..<dot])
            guard let kind = context.kind(of: owner) else { return [] }
            let members =
                slot.type == .fieldPath
                ? vocabulary.fields(of: kind).map(\.name)
                : (context.parameters(of: owner) ?? vocabulary.kind(named: kind)?.parameters.map(\.name) ?? [])
            return members.map { "\(owner).\($0)" }
        case .parameterAssignment:
            guard let kind = (filled["KIND"]?.first ?? sheetKind).flatMap(vocabulary.kind(named:)) else { return [] }
            if let equals = current.firstIndex(of: "=") {
                let name = String(current[..<equals])
                var values = kind.parameters.first { $0.name == name }?.type.completionWords ?? []
                if values.isEmpty, let source = kind.parameters.first(where: { $0.name == name })?.wordsFrom {
                    // `detent=` offers the `detents=` typed earlier on the line, else the default list.
                    let typed = (filled[slot.label] ?? []).first { $0.hasPrefix(source + "=") }
                    let list =
                        typed.map { String($0.dropFirst(source.count + 1)) }
                        ?? kind.parameters.first { $0.name == source }?.defaultValue ?? ""
                    values = list.split(separator: ",").map(String.init)
                }
                return values.map { "\(name)=\($0)" }
            }
            let typed = Set((filled[slot.label] ?? []).map { $0.split(separator: "=").first.map(String.init) ?? $0 })
            return kind.parameters.map(\.name).filter { !typed.contains($0) }.map { $0 + "=" }
        case .parameterValue:
            guard let path = filled["NAME.PARAM"]?.first, let dot = path.firstIndex(of: ".") else { return [] }
            let owner = String(path[..<dot])
            let member = String(path[path.index(after: dot)...])
            if let values = context.values(of: member, on: owner) { return values }
            let type =
                context.kind(of: owner).flatMap {
                    vocabulary.kind(named: $0)?.parameters.first { $0.name == member }?.type
                }
                ?? vocabulary.parameterType(named: member)
            return type?.completionWords ?? []
        case .comparison:
            return ComparisonOperator.allCases.map(\.rawValue)
        case .expectedValue:
            guard let path = filled["NAME.FIELD"]?.first, let dot = path.firstIndex(of: ".") else { return [] }
            return vocabulary.field(named: String(path[path.index(after: dot)...]))?.type.completionWords ?? []
        case .sweepAxis:
            guard let kind = sheetKind.flatMap(vocabulary.kind(named:)) else { return [] }
            return SweepCompletion.axisNames(kind: kind.name, parameters: kind.parameters.map(\.name)).map { $0 + "=" }
        case .profile:
            return vocabulary.kind(named: "sheet")?.parameters.first { $0.name == "profile" }?.type.completionWords
                ?? []
        case .gestureWord:
            return (filled["GESTURE"] ?? []).isEmpty ? ComparePlan.gestureCommands : []
        case .file:
            return files(current)
        case .number, .integer, .duration, .point, .size:
            return []
        }
    }
}

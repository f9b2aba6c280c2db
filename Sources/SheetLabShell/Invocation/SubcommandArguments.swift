import SheetLabCore

/// The words after a subcommand such as `audit` or `sweep`, sorted into operands, options that
/// take one value (`--format json`, `--format=json`) and options that take every word up to the
/// next option (`--assume close-button back-button`).
///
/// `-q` is skipped (the program reads it), and `--` ends the options: every word after it is an
/// operand. An option given twice, an unknown option (with the nearest known one) and an option
/// with no value are problems.
struct SubcommandArguments: Equatable {
    /// Words that are not options, in order: a kind, then `PARAM=VALUE` words.
    var operands: [String] = []
    /// The value of each option of `singleOptions` given.
    var single: [String: String] = [:]
    /// The words of each option of `listOptions` given, in order (never empty).
    var lists: [String: [String]] = [:]

    /// Sorts `arguments`, the words after `command`.
    init(
        _ arguments: [String], command: String, singleOptions: [String], listOptions: [String]
    ) throws(UsageError) {
        var openList: String?
        var onlyOperands = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                openList = nil
                continue
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument == "-q" { continue }
                if let openList {
                    lists[openList, default: []].append(argument)
                } else {
                    operands.append(argument)
                }
                continue
            }
            var name = argument
            var attached: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard single[name] == nil, lists[name] == nil else {
                throw UsageError(message: "option '\(name)' given twice")
            }
            if singleOptions.contains(name) {
                openList = nil
                if let attached {
                    single[name] = attached
                } else if index < arguments.count {
                    single[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "missing a value after '\(name)'")
                }
            } else if listOptions.contains(name) {
                openList = name
                lists[name] = attached.map { [$0] } ?? []
            } else {
                let hint = Suggestion.hint(for: name, in: singleOptions + listOptions)
                throw UsageError(message: "unknown option '\(name)' for '\(command)'\(hint)")
            }
        }
        for name in listOptions where lists[name]?.isEmpty == true {
            throw UsageError(message: "missing a value after '\(name)'")
        }
    }
}

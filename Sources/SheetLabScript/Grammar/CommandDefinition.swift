/// One command of the language: its name, forms, and the text `help` prints.
///
/// A class of constants: the parser hands the line's definition from function to function, and
/// as a struct each copy retained and released all four fields (five copies a line).
public final class CommandDefinition: Sendable, Equatable {
    /// The command word.
    public let name: String
    /// Its forms; the parser picks the first whose literal words match.
    public let forms: [CommandForm]
    /// One line for `help`'s list.
    public let summary: String
    /// The longer text of `help COMMAND`.
    public let details: String
    /// The command's case, for the parser's switch; nil for a name not in `CommandWord`.
    let word: CommandWord?
    /// Each form's literal words, read once: the parser matches every line against them.
    let formLiterals: [[FormLiteral]]
    /// The first form without literal words, the one a line matching no literal takes.
    let firstFormWithoutLiterals: Int?
    /// Whether the command word alone is an error because no form accepts it and there are
    /// several forms (the error then lists each form's first argument).
    let needsArgumentOfSeveralForms: Bool

    /// Creates a definition.
    public init(_ name: String, _ forms: [CommandForm], summary: String, details: String) {
        self.name = name
        self.forms = forms
        self.summary = summary
        self.details = details
        word = CommandWord(rawValue: name)
        formLiterals = forms.map(FormLiteral.literals(of:))
        firstFormWithoutLiterals = formLiterals.firstIndex(where: \.isEmpty)
        needsArgumentOfSeveralForms = forms.count > 1 && !forms.contains(where: \.acceptsNoArguments)
    }

    public static func == (left: CommandDefinition, right: CommandDefinition) -> Bool {
        left === right
            || (left.name == right.name && left.forms == right.forms && left.summary == right.summary
                && left.details == right.details)
    }

    /// The synopsis as `docs/commands.md` writes it, forms joined by ` · `.
    public var synopsis: String {
        forms.map { form in form.synopsis.isEmpty ? name : "\(name) \(form.synopsis)" }.joined(separator: " · ")
    }

    /// Every option keyword of every form.
    public var optionKeywords: [String] {
        var seen: Set<String> = []
        return forms.flatMap(\.options).map(\.keyword).filter { seen.insert($0).inserted }
    }
}

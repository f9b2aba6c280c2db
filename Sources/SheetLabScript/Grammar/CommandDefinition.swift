/// One command of the language: its name, forms, and the text `help` prints.
public struct CommandDefinition: Sendable, Equatable {
    /// The command word.
    public var name: String
    /// Its forms; the parser picks the first whose literal words match.
    public var forms: [CommandForm]
    /// One line for `help`'s list.
    public var summary: String
    /// The longer text of `help COMMAND`.
    public var details: String

    /// Creates a definition.
    public init(_ name: String, _ forms: [CommandForm], summary: String, details: String) {
        self.name = name
        self.forms = forms
        self.summary = summary
        self.details = details
    }

    /// The synopsis as `commands.md` writes it, forms joined by ` · `.
    public var synopsis: String {
        forms.map { form in form.synopsis.isEmpty ? name : "\(name) \(form.synopsis)" }.joined(separator: " · ")
    }

    /// Every option keyword of every form.
    public var optionKeywords: [String] {
        var seen: Set<String> = []
        return forms.flatMap(\.options).map(\.keyword).filter { seen.insert($0).inserted }
    }
}

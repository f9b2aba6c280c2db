import Testing

@testable import SheetLabScript

@Test("every command of the table has its case, and every case its command")
func commandWordsMatchTheTable() {
    for definition in CommandTable.commands {
        #expect(definition.word?.rawValue == definition.name, "\(definition.name)")
    }
    #expect(Set(CommandWord.allCases.map(\.rawValue)) == Set(CommandTable.names))
}

/// A command and what its definition reads from its forms once: each form's literal words,
/// the form a line without them takes, and whether the command word alone is an error.
struct FormFactsCase: CustomTestStringConvertible, Sendable {
    let command: String
    let literals: [[String]]
    let firstFormWithoutLiterals: Int?
    let needsArgument: Bool
    var testDescription: String { command }
}

@Test(
    "a definition reads its forms' literals once",
    arguments: [
        FormFactsCase(command: "drag", literals: [[]], firstFormWithoutLiterals: 0, needsArgument: false),
        FormFactsCase(
            command: "touch", literals: [["1 down"], ["1 move"], ["1 up"]], firstFormWithoutLiterals: nil,
            needsArgument: true),
        FormFactsCase(
            command: "set",
            literals: [
                ["0 reduce-motion"], ["0 layout"], ["0 screen"], ["0 safe-area"], ["0 fps"], ["0 springs"], [],
            ],
            firstFormWithoutLiterals: 6, needsArgument: true),
        FormFactsCase(
            command: "inspect", literals: [["1 params"], []], firstFormWithoutLiterals: 1, needsArgument: false),
        FormFactsCase(command: "watch", literals: [["0 off"], []], firstFormWithoutLiterals: 1, needsArgument: false),
        FormFactsCase(command: "time", literals: [[]], firstFormWithoutLiterals: 0, needsArgument: false),
    ])
func formFacts(_ facts: FormFactsCase) throws {
    let definition = try #require(CommandTable.command(named: facts.command))
    #expect(definition.formLiterals.map { $0.map { "\($0.position) \($0.word)" } } == facts.literals)
    #expect(definition.firstFormWithoutLiterals == facts.firstFormWithoutLiterals)
    #expect(definition.needsArgumentOfSeveralForms == facts.needsArgument)
}

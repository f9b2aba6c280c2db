import Testing

@testable import SheetLabScript

/// A word looked up in a `WordIndex` and the index it must find.
struct WordLookupCase: CustomTestStringConvertible, Sendable {
    let name: String
    let word: String
    let index: Int?
    var testDescription: String { name }
}

/// The list the lookup cases search: short words, an eight-byte word, longer words (the
/// dictionary's), a repeated word, the empty word and a word that is not ASCII.
let wordIndexList = ["drag", "over", "animated", "backdrops", "--against", "over", "", "été", "a"]

let wordLookupCases: [WordLookupCase] = [
    .init(name: "a short word", word: "drag", index: 0),
    .init(name: "a repeated word finds its first place", word: "over", index: 1),
    .init(name: "an eight-byte word packs", word: "animated", index: 2),
    .init(name: "a nine-byte word goes to the dictionary", word: "backdrops", index: 3),
    .init(name: "a long option keyword", word: "--against", index: 4),
    .init(name: "the empty word", word: "", index: 6),
    .init(name: "a word that is not ASCII", word: "été", index: 7),
    .init(name: "a one-letter word", word: "a", index: 8),
    .init(name: "a prefix of a word is not the word", word: "dra", index: nil),
    .init(name: "a word with a letter more", word: "drags", index: nil),
    .init(name: "a nine-byte word that is not there", word: "backdropz", index: nil),
    .init(name: "case matters", word: "Drag", index: nil),
    .init(name: "a NUL byte after a word is not the word", word: "a\u{0}", index: nil),
    .init(name: "a word decomposed is another word", word: "e\u{301}te\u{301}", index: nil),
]

@Test("a word index finds each word's first place in its list", arguments: wordLookupCases)
func wordIndexFindsWords(_ lookup: WordLookupCase) {
    let index = WordIndex(wordIndexList)
    #expect(index.index(of: lookup.word) == lookup.index)
    #expect(index.contains(lookup.word) == (lookup.index != nil))
    var word = lookup.word
    let byBytes = word.withUTF8 { index.index(ofBytes: $0) }
    #expect(byBytes == lookup.index)
}

/// (name, word, packed value): the first byte lowest; nil past eight bytes or with a NUL byte.
@Test(
    "a word packs into its bytes, the first lowest",
    arguments: [
        ("the empty word", "", UInt64?.some(0)),
        ("one byte", "a", 0x61),
        ("two bytes", "ab", 0x6261),
        ("eight bytes", "animated", 0x6465_7461_6D69_6E61),
        ("nine bytes", "backdrops", nil),
        ("a NUL byte", "a\u{0}b", nil),
        ("two bytes of one letter", "é", 0xA9C3),
    ] as [(String, String, UInt64?)])
func wordsPack(_ name: String, _ word: String, _ packed: UInt64?) {
    #expect(WordIndex.pack(word) == packed, "\(name)")
}

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

/// (name, text, the duration, the error): read from the bytes for ASCII text, by characters
/// otherwise, the number the long way when the shortcut cannot read it.
@Test(
    "durations read as written, each unit and error",
    arguments: [
        ("bare seconds", "0.25", .ticks(1500), nil),
        ("seconds", "2s", .ticks(12000), nil),
        ("milliseconds", "250ms", .ticks(1500), nil),
        ("frames", "15f", .frames(15), nil),
        ("rounded to a tick", "0.0001s", .ticks(1), nil),
        ("an exponent goes the long way", "1e3ms", .ticks(6000), nil),
        ("a plus sign", "+1s", .ticks(6000), nil),
        ("negative", "-1s", nil, .negativeDuration("-1s")),
        ("fractional frames", "1.5f", nil, .fractionalFrames("1.5f")),
        ("too long", "4000s", nil, .durationTooLong("4000s")),
        ("out of range", "1e400", nil, .durationTooLong("1e400")),
        ("not finite", "nans", nil, .nonFiniteNumber("nans")),
        ("a unit alone", "ms", nil, .invalidDuration("ms")),
        ("empty", "", nil, .invalidDuration("")),
        ("not ASCII", "1é", nil, .invalidDuration("1é")),
        ("seconds after a letter that is not ASCII", "és", nil, .invalidDuration("és")),
    ] as [(String, String, DurationLiteral?, ScriptError.Reason?)])
func durationsRead(_ name: String, _ text: String, _ duration: DurationLiteral?, _ reason: ScriptError.Reason?) {
    do {
        let read = try DurationLiteral.parse(text)
        #expect(read == duration && reason == nil, "\(name)")
    } catch {
        #expect(error.reason == reason && duration == nil, "\(name)")
    }
}

/// (name, line, command): each default of the table, read where the line ends, on one line and
/// on a line continued over three physical lines.
@Test(
    "an omitted argument takes its default",
    arguments: [
        ("step's duration", "step", Command.step(.frames(1))),
        ("settle's limit", "settle", .settle(name: nil, limit: .ticks(60000))),
        (
            "drag's duration", "drag p 0 10",
            .drag(name: "p", displacement: Coordinates(x: 0, y: 10), duration: .ticks(1500), start: nil, hold: false)
        ),
        ("graph's format", "graph screen", .graph(name: "screen", format: .dot)),
        ("plot's duration", "plot p offset", .plot(name: "p", field: "offset", duration: .ticks(6000), file: nil)),
        ("play's speed", "play p", .play(names: ["p"], duration: nil, speed: 1)),
    ] as [(String, String, Command)])
func defaultsRead(_ name: String, _ text: String, _ command: Command) throws {
    #expect(try testParser.parse(text) == command, "\(name)")
    var continued = LogicalLine("  ", at: SourceLocation(line: 3, column: 1))
    continued.append(Substring(text), at: SourceLocation(line: 4, column: 5))
    continued.append("  ", at: SourceLocation(line: 5, column: 2))
    #expect(try testParser.parse(continued) == command, "\(name), continued")
}

import Testing

@testable import SheetLabCore
@testable import SheetLabScript

/// `inspect NAME json` writes each field's name between quotes as it is, and lists the fields
/// `Field.listedFields(of:)` names.
struct InspectJSONTests {
    @Test(arguments: Field.allCases)
    func aFieldNameIsItsOwnJSONStringBody(_ field: Field) {
        #expect(JSONText.needsNoEscape(field.rawValue))
        #expect(JSONText.string(field.rawValue) == "\"\(field.rawValue)\"")
    }

    @Test(arguments: Kind.allCases)
    func listedFieldsAreTheContractsFieldsOfTheKind(_ kind: Kind) {
        #expect(Field.listedFields(of: kind) == Field.fields(of: kind).filter(\.isInContract))
        #expect(!Field.listedFields(of: kind).isEmpty)
    }

    /// The object `inspect NAME json` prints: every listed field, in order, as `"name": value`.
    @Test(arguments: Kind.allCases)
    func jsonListsEveryFieldInOrder(_ kind: Kind) throws {
        var session = Session(origin: .file("inspect.scenario"))
        _ = session.execute(LogicalLine("new \(kind.rawValue) s", at: SourceLocation(line: 1, column: 1)))
        let result = session.execute(LogicalLine("inspect s json", at: SourceLocation(line: 2, column: 1)))
        #expect(result.error == nil)
        let names = Field.listedFields(of: kind).map(\.rawValue)
        let keys = result.output.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { names.contains(String($0)) }
        #expect(keys.map(String.init) == names)
        #expect(result.output.hasPrefix("{\"\(names[0])\": "))
        #expect(result.output.hasSuffix("}\n"))
    }

    struct SummaryCase: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [String]
        let command: String
        let output: String
        var testDescription: String { name }
    }

    /// `inspect` with no name: one line per sheet, as text or as JSON objects; with no sheets the
    /// text form says how to make one and the JSON form prints nothing.
    static let summaryCases: [SummaryCase] = [
        SummaryCase(name: "json with no sheets prints nothing", setup: [], command: "inspect json", output: ""),
        SummaryCase(
            name: "json after the last sheet is deleted prints nothing", setup: ["new edge e", "delete e"],
            command: "inspect json", output: ""),
        SummaryCase(
            name: "text with no sheets says how to make one", setup: [], command: "inspect",
            output: "no sheets: 'new KIND NAME' creates one\n"),
        SummaryCase(
            name: "json prints one object per sheet in creation order",
            setup: ["new sheet b", "new screen a", "drag a 0 70 hold"], command: "inspect json",
            output:
                "{\"name\": \"b\", \"kind\": \"sheet\", \"phase\": \"idle\", \"progress\": 0.000, \"offset\": 0.0}\n"
                + "{\"name\": \"a\", \"kind\": \"screen\", \"phase\": \"dragging\", \"progress\": 0.500, "
                + "\"offset\": 70.0}\n"),
    ]

    @Test(arguments: summaryCases)
    func summaryWithoutAName(_ example: SummaryCase) {
        var session = Session(origin: .file("inspect.scenario"))
        for (index, line) in example.setup.enumerated() {
            let result = session.execute(LogicalLine(line, at: SourceLocation(line: index + 1, column: 1)))
            #expect(result.error == nil, "\(example.name): \(line)")
        }
        let location = SourceLocation(line: example.setup.count + 1, column: 1)
        let result = session.execute(LogicalLine(example.command, at: location))
        #expect(result.error == nil, "\(example.name)")
        #expect(result.output == example.output, "\(example.name)")
    }
}

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
}

import SheetLabCore
import Testing

@testable import SheetLabScript

@Suite("Record stream")
struct RecordStreamTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let format: RecordStream.Format
        let fields: [Field]
        let tick: Int64
        let values: [FieldValue]
        let expected: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "CSV numbers with their decimals, time in seconds", format: .csv, fields: [.progress, .offset],
            tick: 100, values: [.number(0.1234), .number(12.34)], expected: "0.017,0.123,12.3\n"),
        Case(
            name: "CSV rounds half away from zero from the shortest decimal", format: .csv, fields: [.offset],
            tick: 6000, values: [.number(-0.05)], expected: "1.000,-0.1\n"),
        Case(
            name: "CSV near-zero negative prints unsigned", format: .csv, fields: [.progress], tick: 0,
            values: [.number(-0.0004)], expected: "0.000,0.000\n"),
        Case(
            name: "CSV words, bools and integers bare", format: .csv, fields: [.phase, .armed, .haptics],
            tick: 1500, values: [.word("dragging"), .bool(true), .integer(2)], expected: "0.250,dragging,true,2\n"),
        Case(
            name: "CSV text with a comma is quoted", format: .csv, fields: [.animation], tick: 50,
            values: [.text("spring(duration: 0.4, bounce: 0.2)")],
            expected: "0.008,\"spring(duration: 0.4, bounce: 0.2)\"\n"),
        Case(
            name: "CSV quotes doubled", format: .csv, fields: [.detent], tick: 0, values: [.word("say \"hi\"")],
            expected: "0.000,\"say \"\"hi\"\"\"\n"),
        Case(
            name: "JSON Lines in requested key order", format: .jsonLines, fields: [.offset, .progress], tick: 100,
            values: [.number(12.34), .number(0.1234)],
            expected: "{\"time\": 0.017, \"offset\": 12.3, \"progress\": 0.123}\n"),
        Case(
            name: "JSON Lines words as strings, bools and integers bare", format: .jsonLines,
            fields: [.phase, .armed, .dismissed, .animation], tick: 6000,
            values: [.word("committing"), .bool(false), .integer(1), .text("easeIn(duration: 0.25) \"x\"")],
            expected:
                "{\"time\": 1.000, \"phase\": \"committing\", \"armed\": false, \"dismissed\": 1, "
                + "\"animation\": \"easeIn(duration: 0.25) \\\"x\\\"\"}\n"),
    ]

    @Test("rows", arguments: cases)
    func rows(_ row: Case) {
        let stream = RecordStream(format: row.format, fields: row.fields)
        #expect(stream.row(tick: row.tick, values: row.values) == row.expected)
    }

    /// `raw`: the shortest decimal that reads back as the same double, for time and numbers alike.
    @Test("raw rows write every digit")
    func rawRows() {
        let csv = RecordStream(format: .csv, fields: [.velocity, .offset, .phase], precision: .full)
        #expect(
            csv.row(tick: 100, values: [.number(484.5714285714286), .number(-0.0), .word("dragging")])
                == "0.016666666666666666,484.5714285714286,-0.0,dragging\n")
        let json = RecordStream(format: .jsonLines, fields: [.progress, .dismissed], precision: .full)
        #expect(
            json.row(tick: 6000, values: [.number(1e-05), .integer(1)])
                == "{\"time\": 1.0, \"progress\": 1e-05, \"dismissed\": 1}\n")
        #expect(
            json.row(tick: 0, values: [.number(.infinity), .integer(0)])
                == "{\"time\": 0.0, \"progress\": null, \"dismissed\": 0}\n")
    }

    @Test("headers")
    func headers() {
        #expect(RecordStream(format: .csv, fields: [.progress, .offset]).header == "time,progress,offset\n")
        #expect(RecordStream(format: .csv, fields: [.dragProgress]).header == "time,drag-progress\n")
        #expect(RecordStream(format: .jsonLines, fields: [.progress]).header == "")
        #expect(RecordStream(format: .jsonArray, fields: [.progress]).header == "[")
    }

    /// A JSON array recording is one document: header, rows with commas between, footer.
    @Test("a .json recording is one JSON array")
    func jsonArrayDocument() {
        let stream = RecordStream(format: .jsonArray, fields: [.progress])
        let rows = (0..<3).map { stream.row(tick: Int64($0) * 100, values: [.number(0.5)], isFirst: $0 == 0) }
        #expect(
            stream.header + rows.joined() + stream.footer == """
                [
                  {"time": 0.000, "progress": 0.500},
                  {"time": 0.017, "progress": 0.500},
                  {"time": 0.033, "progress": 0.500}
                ]

                """)
        #expect(stream.header + stream.footer == "[\n]\n", "an empty recording is an empty array")
        #expect(RecordStream(format: .csv, fields: [.progress]).footer == "")
        #expect(RecordStream(format: .jsonLines, fields: [.progress]).footer == "")
    }

    struct FormatCase: CustomTestStringConvertible, Sendable {
        let path: String
        let expected: RecordStream.Format
        var testDescription: String { path }
    }

    static let formatCases = [
        FormatCase(path: "out.csv", expected: .csv),
        FormatCase(path: "out.json", expected: .jsonArray),
        FormatCase(path: "dir/OUT.JSON", expected: .jsonArray),
        FormatCase(path: "out.jsonl", expected: .jsonLines),
        FormatCase(path: "json", expected: .csv),
        FormatCase(path: "out.txt", expected: .csv),
    ]

    @Test("format from the file name", arguments: formatCases)
    func formatFromPath(_ row: FormatCase) {
        #expect(RecordStream.Format(path: row.path) == row.expected)
    }
}

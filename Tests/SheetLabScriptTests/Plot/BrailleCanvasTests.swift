import Testing

@testable import SheetLabScript

@Suite("Braille canvas")
struct BrailleCanvasTests {
    struct DotCase: CustomTestStringConvertible, Sendable {
        let column: Int
        let row: Int
        let expected: Character
        var testDescription: String { "dot at column \(column), row \(row)" }
    }

    /// Unicode's dot numbering: left column 1, 2, 3, 7; right column 4, 5, 6, 8.
    static let dotCases = [
        DotCase(column: 0, row: 0, expected: "⠁"),
        DotCase(column: 0, row: 1, expected: "⠂"),
        DotCase(column: 0, row: 2, expected: "⠄"),
        DotCase(column: 0, row: 3, expected: "⡀"),
        DotCase(column: 1, row: 0, expected: "⠈"),
        DotCase(column: 1, row: 1, expected: "⠐"),
        DotCase(column: 1, row: 2, expected: "⠠"),
        DotCase(column: 1, row: 3, expected: "⢀"),
    ]

    @Test("one dot", arguments: dotCases)
    func oneDot(_ row: DotCase) {
        var canvas = BrailleCanvas(columns: 1, rows: 1)
        canvas.set(column: row.column, row: row.row)
        #expect(canvas.lines() == [String(row.expected)])
    }

    struct LineCase: CustomTestStringConvertible, Sendable {
        let name: String
        let start: [Int]
        let end: [Int]
        let expected: [String]
        var testDescription: String { name }
    }

    static let lineCases = [
        LineCase(name: "horizontal", start: [0, 0], end: [3, 0], expected: ["⠉⠉", "  "]),
        LineCase(name: "vertical across cells", start: [1, 0], end: [1, 7], expected: ["⢸ ", "⢸ "]),
        LineCase(name: "diagonal down", start: [0, 0], end: [3, 3], expected: ["⠑⢄", "  "]),
        LineCase(name: "diagonal up, reversed ends", start: [3, 0], end: [0, 3], expected: ["⡠⠊", "  "]),
        LineCase(name: "off-canvas dots dropped", start: [-2, 4], end: [5, 4], expected: ["  ", "⠉⠉"]),
    ]

    @Test("lines", arguments: lineCases)
    func line(_ row: LineCase) {
        var canvas = BrailleCanvas(columns: 2, rows: 2)
        canvas.drawLine(from: (row.start[0], row.start[1]), to: (row.end[0], row.end[1]))
        #expect(canvas.lines() == row.expected)
    }
}

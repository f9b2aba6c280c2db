import SheetLabCore

/// A figure's goal: at most or at least a value, in the figure's unit.
struct BenchTarget: Sendable, Equatable {
    enum Direction: String, Sendable {
        case atMost = "<="
        case atLeast = ">="
    }
    var direction: Direction
    var value: Double

    static func atMost(_ value: Double) -> BenchTarget { BenchTarget(direction: .atMost, value: value) }
    static func atLeast(_ value: Double) -> BenchTarget { BenchTarget(direction: .atLeast, value: value) }

    /// Whether `median` meets the target.
    func isMet(by median: Double) -> Bool {
        direction == .atMost ? median <= value : median >= value
    }
}

/// One reported figure: a median with its spread, its unit and, when it has one, its target.
struct BenchFigure: Sendable {
    /// `frames`, `replay`, `memory`, `runner`, `explore`, `process`.
    var section: String
    /// What was measured, e.g. `sheet fluid N=10`.
    var name: String
    var unit: String
    var spread: Spread
    var decimals: Int
    var target: BenchTarget?
    /// Anything a reader needs to trust the figure (what ran, how many frames).
    var note: String = ""

    /// `PASS`, `MISS`, or `-` without a target.
    var status: String {
        guard let target else { return "-" }
        return target.isMet(by: spread.median) ? "PASS" : "MISS"
    }
}

/// A section whose benchmark cannot run yet, with why.
struct PendingSection: Sendable {
    var section: String
    var reason: String
}

/// Everything one `sheetlab bench` run measured, rendered as text or JSON.
struct BenchReport: Sendable {
    var figures: [BenchFigure] = []
    var pending: [PendingSection] = []
    /// Lines printed before the tables (clock overhead, build, repetitions).
    var preamble: [String] = []
    /// Lines printed after the tables (calibration details, divergences).
    var notes: [String] = []

    // MARK: - Text

    var text: String {
        var out = preamble.map { $0 + "\n" }.joined()
        var sections: [String] = []
        for figure in figures where !sections.contains(figure.section) { sections.append(figure.section) }
        for section in sections {
            out += "\n== \(section) ==\n"
            let rows = figures.filter { $0.section == section }
            let header = ["figure", "median", "min", "q1", "q3", "max", "unit", "target", "status"]
            var table = [header]
            for figure in rows {
                let spread = figure.spread
                let number = { (value: Double) in DecimalFormat.format(value, decimals: figure.decimals) }
                table.append([
                    figure.name, number(spread.median), number(spread.minimum), number(spread.lowerQuartile),
                    number(spread.upperQuartile), number(spread.maximum), figure.unit,
                    figure.target.map { "\($0.direction.rawValue) \(number($0.value))" } ?? "-", figure.status,
                ])
            }
            out += Self.aligned(table)
            for figure in rows where !figure.note.isEmpty { out += "  \(figure.name): \(figure.note)\n" }
        }
        for pending in pending {
            out += "\n== \(pending.section) ==\nPENDING: \(pending.reason)\n"
        }
        let targeted = figures.filter { $0.target != nil }
        if !targeted.isEmpty {
            out += "\n== targets ==\n"
            for figure in targeted {
                let target = figure.target!
                out +=
                    "\(figure.status) \(figure.section): \(figure.name) = \(DecimalFormat.format(figure.spread.median, decimals: figure.decimals)) \(figure.unit) (target \(target.direction.rawValue) \(DecimalFormat.format(target.value, decimals: figure.decimals)))\n"
            }
            let misses = targeted.filter { $0.status == "MISS" }.count
            out += "\(targeted.count - misses) met, \(misses) missed\n"
        }
        if !notes.isEmpty { out += "\n" + notes.map { $0 + "\n" }.joined() }
        return out
    }

    /// Columns left-aligned for the first, right-aligned for numbers, two spaces apart.
    static func aligned(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index > 0 { line += "  " }
                line += index == 0 || index >= columns - 3 ? cell + padding : padding + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    // MARK: - JSON

    var json: String {
        var items: [String] = []
        for figure in figures {
            let spread = figure.spread
            let number = { (value: Double) in Self.jsonNumber(value, decimals: figure.decimals) }
            var fields = [
                "\"section\": \(Self.jsonString(figure.section))",
                "\"name\": \(Self.jsonString(figure.name))",
                "\"unit\": \(Self.jsonString(figure.unit))",
                "\"median\": \(number(spread.median))",
                "\"min\": \(number(spread.minimum))",
                "\"q1\": \(number(spread.lowerQuartile))",
                "\"q3\": \(number(spread.upperQuartile))",
                "\"max\": \(number(spread.maximum))",
                "\"runs\": \(spread.count)",
            ]
            if let target = figure.target {
                fields.append(
                    "\"target\": {\"op\": \"\(target.direction.rawValue)\", \"value\": \(number(target.value))}")
                fields.append("\"status\": \"\(figure.status)\"")
            }
            if !figure.note.isEmpty { fields.append("\"note\": \(Self.jsonString(figure.note))") }
            items.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let pendingItems = pending.map {
            "    {\"section\": \(Self.jsonString($0.section)), \"reason\": \(Self.jsonString($0.reason))}"
        }
        var out = "{\n"
        out += "  \"preamble\": [" + preamble.map(Self.jsonString).joined(separator: ", ") + "],\n"
        out += "  \"figures\": [\n" + items.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"pending\": [\n" + pendingItems.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"notes\": [" + notes.map(Self.jsonString).joined(separator: ", ") + "]\n"
        out += "}\n"
        return out
    }

    static func jsonNumber(_ value: Double, decimals: Int) -> String {
        value.isFinite ? DecimalFormat.format(value, decimals: decimals) : "null"
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

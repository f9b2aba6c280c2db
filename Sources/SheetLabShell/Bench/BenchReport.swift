import SheetLabCore
import SheetLabScript

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

/// A figure's floor (`BenchFloor`, or another figure such as `record` for `plot`), timed in the
/// same run, and the figure's cost over the floor's in each repetition.
struct FloorReading: Sendable {
    /// What the floor is: `Verlet step`, `record of the same frames`.
    var name: String
    /// The floor's cost per repetition, in `unit`.
    var cost: Spread
    /// `ns` (per unit of a `BenchFloor`), or the unit of the figure the floor is (`ms`).
    var unit: String
    /// The figure's cost over the floor's (time per unit over time per unit), per repetition.
    var ratio: Spread

    /// The reading of `floor` with the figure's and the floor's costs paired by repetition.
    init(name: String, figure: [Double], floor: [Double], unit: String = "ns") {
        self.name = name
        self.unit = unit
        cost = Spread(floor)
        ratio = Spread(zip(figure, floor).map { $1 > 0 ? $0 / $1 : 0 })
    }
}

/// One reported figure: a median with its spread, its unit and, when it has one, its target.
///
/// A figure with a floor is judged by its ratio to the floor (`target` is then a ratio, chosen
/// from quiet-machine runs so that it stands for `goal`); the absolute figure and its goal are
/// printed beside. Without a floor (memory), `target` applies to the median itself.
struct BenchFigure: Sendable {
    /// `frames`, `replay`, `memory`, `runner`, `explore`, `plot`, `sheets`, `process`.
    var section: String
    /// What was measured, e.g. `sheet fluid N=10`.
    var name: String
    var unit: String
    var spread: Spread
    var decimals: Int
    var target: BenchTarget?
    /// Anything a reader needs to trust the figure (what ran, how many frames).
    var note: String = ""
    /// The floor timed beside the figure, if any.
    var floor: FloorReading?
    /// The absolute goal the ratio target stands for, in the figure's unit (printed, not judged).
    var goal: BenchTarget?

    /// What the target judges: the ratio to the floor, else the median.
    var judged: Double { floor?.ratio.median ?? spread.median }

    /// `PASS`, `MISS`, or `-` without a target.
    var status: String {
        guard let target else { return "-" }
        return target.isMet(by: judged) ? "PASS" : "MISS"
    }

    /// The target as printed: `<= 2.50x` for a ratio, `<= 1024` in the unit otherwise.
    var targetText: String {
        guard let target else { return "-" }
        if floor != nil { return "\(target.direction.rawValue) \(DecimalFormat.format(target.value, decimals: 2))x" }
        return "\(target.direction.rawValue) \(DecimalFormat.format(target.value, decimals: decimals))"
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
            let header = [
                "figure", "median", "min", "q1", "q3", "max", "unit", "floor", "ratio", "target", "status",
            ]
            var table = [header]
            for figure in rows {
                let spread = figure.spread
                let number = { (value: Double) in DecimalFormat.format(value, decimals: figure.decimals) }
                table.append([
                    figure.name, number(spread.median), number(spread.minimum), number(spread.lowerQuartile),
                    number(spread.upperQuartile), number(spread.maximum), figure.unit,
                    figure.floor.map { DecimalFormat.format($0.cost.median, decimals: 2) + " " + $0.unit } ?? "-",
                    figure.floor.map { DecimalFormat.format($0.ratio.median, decimals: 2) + "x" } ?? "-",
                    figure.targetText, figure.status,
                ])
            }
            out += Self.aligned(table, leftAligned: [0, 6, 9, 10])
            for figure in rows where !figure.note.isEmpty || figure.floor != nil {
                var parts: [String] = []
                if let floor = figure.floor {
                    parts.append(
                        "floor: \(floor.name), ratio min \(DecimalFormat.format(floor.ratio.minimum, decimals: 2))x "
                            + "max \(DecimalFormat.format(floor.ratio.maximum, decimals: 2))x")
                }
                if !figure.note.isEmpty { parts.append(figure.note) }
                out += "  \(figure.name): \(parts.joined(separator: "; "))\n"
            }
        }
        for pending in pending {
            out += "\n== \(pending.section) ==\nPENDING: \(pending.reason)\n"
        }
        let targeted = figures.filter { $0.target != nil }
        if !targeted.isEmpty {
            out += "\n== targets ==\n"
            for figure in targeted {
                let absolute = "\(DecimalFormat.format(figure.spread.median, decimals: figure.decimals)) \(figure.unit)"
                if let floor = figure.floor {
                    let goal = figure.goal.map {
                        ", goal \($0.direction.rawValue) \(DecimalFormat.format($0.value, decimals: figure.decimals))"
                    }
                    out +=
                        "\(figure.status) \(figure.section): \(figure.name) = "
                        + "\(DecimalFormat.format(floor.ratio.median, decimals: 2))x its floor (target \(figure.targetText)); "
                        + "\(absolute)\(goal ?? ""); \(floor.name) \(DecimalFormat.format(floor.cost.median, decimals: 2)) \(floor.unit)\n"
                } else {
                    out +=
                        "\(figure.status) \(figure.section): \(figure.name) = \(absolute) (target \(figure.targetText))\n"
                }
            }
            let misses = targeted.filter { $0.status == "MISS" }.count
            out += "\(targeted.count - misses) met, \(misses) missed\n"
        }
        if !notes.isEmpty { out += "\n" + notes.map { $0 + "\n" }.joined() }
        return out
    }

    /// Columns left-aligned for the first, right-aligned for numbers, two spaces apart.
    static func aligned(_ rows: [[String]], leftAligned: Set<Int>? = nil) -> String {
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
                let isLeft = leftAligned.map { $0.contains(index) } ?? (index == 0 || index >= columns - 3)
                line += isLeft ? cell + padding : padding + cell
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
            let number = { (value: Double) in JSONText.number(value, decimals: figure.decimals) }
            var fields = [
                "\"section\": \(JSONText.string(figure.section))",
                "\"name\": \(JSONText.string(figure.name))",
                "\"unit\": \(JSONText.string(figure.unit))",
                "\"median\": \(number(spread.median))",
                "\"min\": \(number(spread.minimum))",
                "\"q1\": \(number(spread.lowerQuartile))",
                "\"q3\": \(number(spread.upperQuartile))",
                "\"max\": \(number(spread.maximum))",
                "\"runs\": \(spread.count)",
            ]
            if let floor = figure.floor {
                let ratio = { (value: Double) in JSONText.number(value, decimals: 3) }
                fields.append(
                    "\"floor\": {\"name\": \(JSONText.string(floor.name)), "
                        + "\"cost\": \(JSONText.number(floor.cost.median, decimals: 3)), "
                        + "\"unit\": \(JSONText.string(floor.unit)), "
                        + "\"ratio\": \(ratio(floor.ratio.median)), \"ratio_min\": \(ratio(floor.ratio.minimum)), "
                        + "\"ratio_max\": \(ratio(floor.ratio.maximum))}")
            }
            if let target = figure.target {
                let value = figure.floor == nil ? number(target.value) : JSONText.number(target.value, decimals: 3)
                fields.append(
                    "\"target\": {\"op\": \"\(target.direction.rawValue)\", \"value\": \(value), "
                        + "\"of\": \"\(figure.floor == nil ? "median" : "ratio")\"}")
                fields.append("\"status\": \"\(figure.status)\"")
            }
            if let goal = figure.goal {
                fields.append("\"goal\": {\"op\": \"\(goal.direction.rawValue)\", \"value\": \(number(goal.value))}")
            }
            if !figure.note.isEmpty { fields.append("\"note\": \(JSONText.string(figure.note))") }
            items.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let pendingItems = pending.map {
            "    {\"section\": \(JSONText.string($0.section)), \"reason\": \(JSONText.string($0.reason))}"
        }
        var out = "{\n"
        out += "  \"preamble\": [" + preamble.map(JSONText.string).joined(separator: ", ") + "],\n"
        out += "  \"figures\": [\n" + items.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"pending\": [\n" + pendingItems.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"notes\": [" + notes.map(JSONText.string).joined(separator: ", ") + "]\n"
        out += "}\n"
        return out
    }
}

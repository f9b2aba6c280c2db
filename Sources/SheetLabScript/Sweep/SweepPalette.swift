import SheetLabCore

/// How each outcome looks: a glyph that tells it apart without colour, a terminal colour and an
/// SVG fill, the same in every picture of one sweep.
public struct SweepPalette: Sendable {
    /// The outcomes drawn, in legend order.
    public private(set) var outcomes: [SweepOutcome]
    private var glyphs: [SweepOutcome: Character] = [:]
    private var detentIndex: [String: Int] = [:]

    /// A palette for `outcomes`; detents take their place and colour from `detents` (list order).
    public init(outcomes: [SweepOutcome], detents: [String]) {
        for (index, detent) in detents.enumerated() { detentIndex[detent] = index }
        self.outcomes = Self.ordered(outcomes, detents: detents)
        var used: Set<Character> = []
        let hasBoth = outcomes.contains(.commit) && outcomes.contains(.dismiss)
        for outcome in self.outcomes {
            var glyph: Character
            switch outcome {
            case .ignored: glyph = "-"
            case .cancel: glyph = "."
            case .dismiss: glyph = "#"
            case .commit: glyph = hasBoth ? "+" : "#"
            case .other: glyph = "?"
            case .detent(let spelling):
                glyph = spelling.first.map { Character($0.lowercased()) } ?? "1"
                if used.contains(glyph) || glyph == "-" || glyph == "." || glyph == "#" || glyph == "?" {
                    glyph = "123456789abcdefghijklmnopqrstuvwxyz".first { !used.contains($0) } ?? "*"
                }
            }
            used.insert(glyph)
            glyphs[outcome] = glyph
        }
    }

    /// The palette of a grid: every outcome of both sides, detents from the base parameters.
    init(grid: SweepGrid) {
        var seen: Set<SweepOutcome> = []
        let all = (grid.cells + (grid.against ?? [])).map(\.outcome).filter { seen.insert($0).inserted }
        self.init(outcomes: all, detents: Self.detents(of: grid.plan.base))
    }

    /// The detents of a variant's `detents` parameter, if its kind has one.
    static func detents(of variant: SweepVariant) -> [String] {
        variant.machine.parameterText("detents").map { $0.split(separator: ",").map(String.init) } ?? []
    }

    /// `outcomes` in legend order: ignored, cancel, detents in list order, commit, dismiss, others.
    static func ordered(_ outcomes: [SweepOutcome], detents: [String]) -> [SweepOutcome] {
        func rank(_ outcome: SweepOutcome) -> (Int, Int, String) {
            switch outcome {
            case .ignored: (0, 0, "")
            case .cancel: (1, 0, "")
            case .detent(let spelling): (2, detents.firstIndex(of: spelling) ?? detents.count, spelling)
            case .commit: (3, 0, "")
            case .dismiss: (4, 0, "")
            case .other(let text): (5, 0, text)
            }
        }
        return outcomes.sorted { rank($0) < rank($1) }
    }

    /// The legend order of `outcomes` for a grid of `kind`.
    static func legendOrder(_ outcomes: [SweepOutcome], kind: Kind, variant: SweepVariant) -> [SweepOutcome] {
        ordered(outcomes, detents: detents(of: variant))
    }

    /// The glyph of `outcome` in text maps.
    public func glyph(_ outcome: SweepOutcome) -> Character {
        glyphs[outcome] ?? "?"
    }

    /// The ANSI SGR colour code of `outcome` (`31`).
    public func terminalColor(_ outcome: SweepOutcome) -> String {
        switch outcome {
        case .ignored: "90"
        case .cancel: "34"
        case .dismiss, .commit: "31"
        case .other: "37"
        case .detent(let spelling):
            ["32", "33", "35", "36", "92", "93", "95", "96"][(detentIndex[spelling] ?? 0) % 8]
        }
    }

    /// The SVG fill of `outcome`.
    public func fill(_ outcome: SweepOutcome) -> String {
        switch outcome {
        case .ignored: "#d9d9d9"
        case .cancel: "#9ecae1"
        case .dismiss: "#e6550d"
        case .commit: outcomes.contains(.dismiss) ? "#fd8d3c" : "#e6550d"
        case .other: "#f781bf"
        case .detent(let spelling):
            ["#74c476", "#fdd835", "#9e9ac8", "#fb9a99", "#a6761d", "#8dd3c7", "#bebada", "#c7e9c0"][
                (detentIndex[spelling] ?? 0) % 8]
        }
    }

    /// The strong colours changed cells take in a comparison, one per kind of change.
    static let changeFills = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
    /// Their terminal colours (bold).
    static let changeColors = ["1;31", "1;34", "1;32", "1;35", "1;33", "1;36", "1;91", "1;94"]
    /// Their glyphs.
    static let changeGlyphs: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
}

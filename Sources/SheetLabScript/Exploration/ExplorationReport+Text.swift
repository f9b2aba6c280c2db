import SheetLabCore

extension ExplorationReport {
    /// The report for people: search size per depth, totals, rate, then each finding with its file.
    ///
    /// `seconds` is the wall time the shell measured; `folder` where the scenarios were written,
    /// nil when none were (without `--out`): each finding then lists its commands instead.
    public func text(seconds: Double, folder: String?) -> String {
        var lines = [
            "explore \(([kind.rawValue] + parameters).joined(separator: " ")): depth \(depth), \(alphabet.count) letters",
            "depth  new states  transitions",
        ]
        for level in levels {
            lines.append(
                pad(level.depth, 5) + "  " + pad(level.states, 10) + "  " + pad(level.transitions, 11)
                    + (level.isPartial ? "  (stopped inside)" : ""))
        }
        lines.append(
            "states \(states), transitions \(transitions) (\(rejected) rejected), instants checked \(instants)")
        lines.append("states told apart by 64-bit fingerprints: chance of a collision below \(chanceText)")
        lines.append(
            "time \(DecimalFormat.format(seconds, decimals: 2)) s, \(rateText(transitions, seconds)) transitions/s, "
                + "\(rateText(instants, seconds)) instants/s")
        if let stop {
            lines.append("incomplete: \(stop.message); findings so far are \(folder == nil ? "listed" : "written")")
        }
        lines.append("violations: \(violations.count)")
        for finding in violations { lines.append(contentsOf: describe(finding, folder: folder)) }
        lines.append("known seed behaviours: \(knownBehaviours.count)")
        for finding in knownBehaviours { lines.append(contentsOf: describe(finding, folder: folder)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The report for tools: one JSON object; a finding's `file` is null when `folder` is nil.
    public func json(seconds: Double, folder: String?) -> String {
        let levelObjects = levels.map {
            JSONText.object([
                ("depth", "\($0.depth)"), ("states", "\($0.states)"), ("transitions", "\($0.transitions)"),
                ("partial", $0.isPartial ? "true" : "false"),
            ])
        }
        let findingObjects = findings.map { finding in
            JSONText.object([
                ("invariant", JSONText.string(finding.invariant.rawValue)),
                ("known", finding.known.map { JSONText.string($0.id) } ?? "null"),
                ("message", JSONText.string(finding.message)), ("depth", "\(finding.depth)"),
                ("file", folder.map { JSONText.string(path($0, finding.fileName)) } ?? "null"),
                ("reproduced", finding.reproduced ? "true" : "false"),
                ("commands", "[" + finding.commands.map(JSONText.string).joined(separator: ", ") + "]"),
            ])
        }
        return JSONText.object([
            ("kind", JSONText.string(kind.rawValue)), ("depth", "\(depth)"),
            ("parameters", "[" + parameters.map(JSONText.string).joined(separator: ", ") + "]"),
            ("alphabet", "[" + alphabet.map(JSONText.string).joined(separator: ", ") + "]"),
            ("states", "\(states)"), ("transitions", "\(transitions)"), ("rejected", "\(rejected)"),
            ("instants", "\(instants)"), ("seconds", DecimalFormat.format(seconds, decimals: 3)),
            ("levels", "[" + levelObjects.joined(separator: ", ") + "]"),
            ("stopped", stop.map { JSONText.string($0.message) } ?? "null"),
            ("violations", "\(violations.count)"), ("known", "\(knownBehaviours.count)"),
            ("findings", "[" + findingObjects.joined(separator: ", ") + "]"),
        ]) + "\n"
    }

    /// `1e-7`: the smallest power of ten at or above `fingerprintCollisionBound` (`1e-19` at most).
    var chanceText: String {
        var exponent = 0
        var power = 0.1
        while exponent < 19 && fingerprintCollisionBound <= power {
            exponent += 1
            power /= 10
        }
        return exponent == 0 ? "1" : "1e-\(exponent)"
    }

    func describe(_ finding: Finding, folder: String?) -> [String] {
        var lines = [
            "  \(finding.invariant.rawValue): \(finding.message) (depth \(finding.depth))"
                + (finding.reproduced ? "" : " [replay did not confirm]")
        ]
        if let known = finding.known { lines.append("    known '\(known.id)': \(known.title)") }
        if let folder {
            lines.append("    \(VisibleText.escaped(path(folder, finding.fileName)))")
        } else {
            lines.append("    commands: \(VisibleText.escaped(finding.commands.joined(separator: "; ")))")
        }
        return lines
    }

    func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    func pad(_ number: Int, _ width: Int) -> String {
        let text = "\(number)"
        return String(repeating: " ", count: max(width - text.count, 0)) + text
    }

    func rateText(_ count: Int, _ seconds: Double) -> String {
        seconds > 0 ? "\(Int((Double(count) / seconds).rounded()))" : "-"
    }
}

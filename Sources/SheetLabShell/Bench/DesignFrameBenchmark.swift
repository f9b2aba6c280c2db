import SheetLabCore
import SheetLabScript

/// A design file's sheet beside the built-in sheet it writes down: frames of
/// `custom-sheet.design` against `profile=custom` (the seed's CustomBottomSheet), per animation
/// class, timed in one run, judged by their ratio (issue 31: within 1.2x).
extension Benchmarks {
    /// The design the section runs, and the profile it writes down.
    static let benchedDesign = (name: "custom-sheet", profile: "custom")

    /// The machine of the shipped design called `name` (a design file's, as `design=NAME` makes it).
    static func designMachine(_ name: String, kind: Kind) -> (() -> any Machine)? {
        guard let design = BuiltInDesigns.design(named: name) else { return nil }
        let settings = [ParameterSetting(name: "design", value: name)]
        guard (try? kind.makeMachine(configuredBy: settings, designs: [name: design])) != nil else { return nil }
        return { (try? kind.makeMachine(configuredBy: settings, designs: [name: design])) ?? kind.makeMachine() }
    }

    static func designs(into report: inout BenchReport, repetitions: Int, quick: Bool) {
        guard let written = designMachine(benchedDesign.name, kind: .sheet) else {
            report.notes.append("designs: '\(benchedDesign.name)' is not a shipped sheet design")
            return
        }
        let profile = [ParameterSetting(name: "profile", value: benchedDesign.profile)]
        let builtIn: () -> any Machine = {
            (try? Kind.sheet.makeMachine(configuredBy: profile)) ?? Kind.sheet.makeMachine()
        }
        let count = 10
        let sheetFramesPerRun = quick ? 2_000 : 40_000
        for setting in FrameSetting.all {
            var pair = [
                FrameBenchmark(kind: .sheet, setting: setting, count: count, make: builtIn),
                FrameBenchmark(kind: .sheet, setting: setting, count: count, make: written),
            ]
            let animatedFrames = pair[0].cycle.steps.reduce(0) { total, step in
                if case .timed(_, let frames) = step { return total + frames }
                return total
            }
            guard animatedFrames > 0 else { continue }
            let cycles = max(1, sheetFramesPerRun / (animatedFrames * count))
            var runs = [[[AnimationClass: FrameBenchmark.Tally]]](
                repeating: [[AnimationClass: FrameBenchmark.Tally]](repeating: [:], count: repetitions), count: 2)
            do {
                var warmUp: [AnimationClass: FrameBenchmark.Tally] = [:]
                for index in pair.indices { try pair[index].run(cycles: 1, into: &warmUp) }
                // Alternate the two so that load falls on both alike.
                for run in 0..<repetitions {
                    for index in pair.indices { try pair[index].run(cycles: cycles, into: &runs[index][run]) }
                }
            } catch {
                report.notes.append("designs: \(error)")
                continue
            }
            for animation in AnimationClass.allCases where animation != .idle {
                let measured = (0..<repetitions).filter { run in
                    runs[0][run][animation]?.nanosecondsPerSheetFrame != nil
                        && runs[1][run][animation]?.nanosecondsPerSheetFrame != nil
                }
                guard !measured.isEmpty else { continue }
                let designed = measured.map { runs[1][$0][animation]!.nanosecondsPerSheetFrame! }
                let seed = measured.map { runs[0][$0][animation]!.nanosecondsPerSheetFrame! }
                let name =
                    "\(benchedDesign.name).design \(animation.rawValue)\(setting.reduceMotion ? " (reduce motion)" : "") "
                    + "N=\(count)"
                guard !report.figures.contains(where: { $0.section == "designs" && $0.name == name }) else { continue }
                report.figures.append(
                    BenchFigure(
                        section: "designs", name: name, unit: "ns/sheet-frame", spread: Spread(designed), decimals: 1,
                        target: .atMost(1.2), note: "the same gestures on profile=\(benchedDesign.profile)",
                        floor: FloorReading(name: "profile=\(benchedDesign.profile)", figure: designed, floor: seed)))
            }
        }
    }
}

import SheetLabCore
import Testing

@testable import SheetLabScript

/// Every boundary cell of a map agrees with the seed's formula, evaluated on the translation and
/// velocity the tracker measured at release (docs/models.md, each kind's Release rule). A cell whose
/// drag never began (the finger never got `min-distance` from touch-down, or an edge touch that
/// first moved toward its edge) has no release to judge: it must be `ignored`.
struct SweepFormulaTests {
    /// The translation and velocity the cell's release measured; fails when nothing was decided.
    static func measured(_ cell: SweepCell) -> (translation: Double, velocity: Double)? {
        guard let translation = cell.releaseTranslation, let velocity = cell.releaseVelocity else { return nil }
        return (SweepTestSupport.rounded(translation), SweepTestSupport.rounded(velocity))
    }

    /// Checks every boundary cell of `grid` against `expected` (given the axis values and the
    /// measured release), and that the measured release is the cell's axis values.
    static func check(
        _ grid: SweepGrid, minimumDistance: Double, translationOf: (Double) -> Double = { max($0, 0) },
        begins: ((Double, Double) -> Bool)? = nil,
        expected: (_ translation: Double, _ velocity: Double) -> SweepOutcome
    ) -> Int {
        let cells = SweepTestSupport.boundaryCells(grid)
        for (column, row) in cells {
            let dy = grid.plan.x.values[column]
            let velocity = grid.plan.y?.values[row] ?? 0
            let cell = grid.cell(column: column, row: row)
            let label = "cell dy \(dy), velocity \(velocity)"
            let began =
                begins?(dy, velocity)
                ?? SweepTestSupport.begins(translation: dy, velocity: velocity, minimumDistance: minimumDistance)
            guard began else {
                #expect(cell.outcome == .ignored, "\(label): \(cell.outcome.word) (\(cell.rule))")
                continue
            }
            guard let release = measured(cell) else {
                Issue.record("\(label): no release decision (\(cell.outcome.word))")
                continue
            }
            #expect(release.velocity == SweepTestSupport.rounded(velocity), "\(label): measured \(release.velocity)")
            #expect(release.translation == SweepTestSupport.rounded(translationOf(dy)), "\(label)")
            let outcome = expected(release.translation, release.velocity)
            #expect(cell.outcome == outcome, "\(label): \(cell.outcome.word), formula \(outcome.word) (\(cell.rule))")
        }
        return cells.count
    }

    @Test("screen: dy >= 140 or dy + 0.25 v >= 280, for dy > 0")
    func screen() throws {
        let grid = try SweepTestSupport.grid(.screen, "--x dy=0..300/5 --y velocity=0..1500/20")
        let checked = Self.check(grid, minimumDistance: 16) { translation, velocity in
            // docs/models.md#screen, Release:
            // translation > 0 && (translation >= threshold || predicted >= 2 x threshold).
            translation > 0 && (translation >= 140 || SweepTestSupport.rounded(translation + 0.25 * velocity) >= 280)
                ? .dismiss : .cancel
        }
        #expect(checked > 150, "boundary cells checked: \(checked)")
    }

    @Test("modal: dy > 100 or v > 500")
    func modal() throws {
        let grid = try SweepTestSupport.grid(.modal, "--x dy=0..300/5 --y velocity=0..1500/20")
        let checked = Self.check(grid, minimumDistance: 10) { translation, velocity in
            // docs/models.md#modal, Release: dismiss iff dy > threshold || velocity > velocity-param.
            translation > 100 || velocity > 500 ? .dismiss : .cancel
        }
        #expect(checked > 100, "boundary cells checked: \(checked)")
    }

    @Test("sheet from 200: height < 100 or predicted > 500 dismisses, else the nearest detent (first on ties)")
    func sheet() throws {
        let grid = try SweepTestSupport.grid(.sheet, "--x dy=-700..200/10 --y velocity=-2000..3000/100")
        // docs/models.md#sheet: 200, medium (50% of 874) and large (90%); from the first.
        let detents: [(String, Double)] = [("200", 200), ("medium", 437), ("large", 786.6)]
        let identity: (Double) -> Double = { $0 }
        let checked = Self.check(grid, minimumDistance: 10, translationOf: identity) { dy, velocity in
            let height = SweepTestSupport.rounded(200 - dy)
            let predicted = SweepTestSupport.rounded(dy + 0.25 * velocity)
            if height < 100 || predicted > 500 { return .dismiss }
            var best = detents[0]
            for detent in detents.dropFirst()
            where SweepTestSupport.rounded(abs(detent.1 - height)) < SweepTestSupport.rounded(abs(best.1 - height)) {
                best = detent
            }
            return .detent(best.0)
        }
        #expect(checked > 300, "boundary cells checked: \(checked)")
    }

    @Test("edge: a fling back faster than 900 cancels; else translation >= 80, or v > 900 and translation >= 32")
    func edge() throws {
        let grid = try SweepTestSupport.grid(.edge, "--x dx=0..160/2 --y velocity=-1500..1500/50")
        // docs/models.md#edge: the drag begins on the first sample 10 pt from touch-down if it points
        // away from the edge; the fling's path goes out to its approach point first.
        let begins: (Double, Double) -> Bool = { dx, velocity in
            let path = SweepGesture.flingPath(translation: dx, velocity: velocity)
            if SweepTestSupport.rounded(-path.approach) >= 10 { return false }
            return SweepTestSupport.rounded(max(path.approach, dx)) >= 10
        }
        let checked = Self.check(grid, minimumDistance: 10, begins: begins) { translation, velocity in
            if -velocity > 900 { return .cancel }
            return translation >= 80 || (velocity > 900 && translation >= 32) ? .commit : .cancel
        }
        #expect(checked > 150, "boundary cells checked: \(checked)")
    }
}

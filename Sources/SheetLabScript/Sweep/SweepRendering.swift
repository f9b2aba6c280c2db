/// A sweep's grid in each format `sweep` writes.
public enum SweepRendering {
    /// The text of `format`: the terminal map, CSV or JSON rows, or the SVG heat map.
    public static func render(
        _ grid: SweepGrid, format: SweepFormat, workers: Int, colors: Bool = false, sheet: String? = nil
    ) -> String {
        switch format {
        case .text: SweepText.render(grid, workers: workers, colors: colors, sheet: sheet)
        case .csv: SweepTable.csv(grid)
        case .json: SweepTable.json(grid, workers: workers, sheet: sheet)
        case .svg: SweepSVG.render(grid, workers: workers, sheet: sheet)
        }
    }
}

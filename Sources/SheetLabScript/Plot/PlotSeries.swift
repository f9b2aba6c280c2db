import SheetLabCore

/// What `plot` charts: one field of one sheet over time, and the threshold it is measured against.
public struct PlotSeries: Sendable, Hashable {
    /// The sheet's name (`page`).
    public var sheet: String
    /// The field's name (`progress`).
    public var field: String
    /// `pt`, `pt/s`, or empty.
    public var unit: String
    /// Digits after the point in value labels.
    public var decimals: Int
    /// The values in time order.
    public var samples: [PlotSample]
    /// A value drawn as a dotted (terminal) or dashed (SVG) horizontal line, if any.
    public var threshold: Double?
    /// How `samples` summarise a longer run, or nil when they are every sample.
    public var summary: Summary?

    /// How a plot's samples summarise a run too long to keep sample by sample (`PlotSummary`).
    public struct Summary: Sendable, Hashable {
        /// The samples taken over the whole run.
        public var sampleCount: Int
        /// Samples per span; `samples` hold each span's first, lowest, highest and last.
        public var samplesPerSpan: Int

        public init(sampleCount: Int, samplesPerSpan: Int) {
            self.sampleCount = sampleCount
            self.samplesPerSpan = samplesPerSpan
        }

        /// `drawn from 21600001 samples: the first, lowest, highest and last of every 4096`.
        public var text: String {
            "drawn from \(sampleCount) samples: the first, lowest, highest and last of every \(samplesPerSpan)"
        }
    }

    public init(sheet: String, field: String, unit: String, decimals: Int, samples: [PlotSample], threshold: Double?) {
        self.sheet = sheet
        self.field = field
        self.unit = unit
        self.decimals = decimals
        self.samples = samples
        self.threshold = threshold
    }

    /// A series of a numeric field, with its name, unit and decimals (3 for a field without them).
    public init(sheet: String, field: Field, samples: [PlotSample], threshold: Double? = nil) {
        self.init(
            sheet: sheet, field: field.rawValue, unit: FieldUnit.unit(of: field), decimals: field.decimals ?? 3,
            samples: samples, threshold: threshold)
    }

    /// Largest magnitude drawn; beyond it values are clamped so that differences stay finite.
    static let largestDrawnMagnitude = 1e300

    /// The samples that can be drawn: NaN dropped, values clamped to ±1e300.
    var drawnSamples: [PlotSample] {
        samples.compactMap { sample in
            guard !sample.value.isNaN else { return nil }
            return PlotSample(tick: sample.tick, value: Self.clamped(sample.value))
        }
    }

    /// The threshold clamped like the samples, or nil (also when NaN).
    var drawnThreshold: Double? {
        guard let threshold, !threshold.isNaN else { return nil }
        return Self.clamped(threshold)
    }

    /// First and last tick of the drawn samples, or nil when there are none.
    var tickRange: ClosedRange<Int64>? {
        let ticks = drawnSamples.map(\.tick)
        guard let first = ticks.min(), let last = ticks.max() else { return nil }
        return first...last
    }

    /// `progress of page, 0.000s to 1.000s` (`progress of page at 0.500s` for one instant).
    var title: String {
        guard let range = tickRange else { return "\(field) of \(sheet)" }
        if range.lowerBound == range.upperBound {
            return "\(field) of \(sheet) at \(DecimalFormat.seconds(ticks: range.lowerBound))"
        }
        return
            "\(field) of \(sheet), \(DecimalFormat.seconds(ticks: range.lowerBound)) to "
            + DecimalFormat.seconds(ticks: range.upperBound)
    }

    /// `value` with the series' decimals and unit (`140.0 pt`, `0.500`).
    func valueText(_ value: Double, decimals: Int? = nil) -> String {
        let number = PlotNumber.text(value, decimals: decimals ?? self.decimals)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }

    private static func clamped(_ value: Double) -> Double {
        min(max(value, -largestDrawnMagnitude), largestDrawnMagnitude)
    }
}

/// The samples of a `plot`, kept within a fixed budget however long the plot runs.
///
/// Up to `spanLimit` samples it holds every one. Past that the samples fall into spans of equal
/// length in frames, a power of two, and each span keeps its first, lowest, highest and last
/// sample: a chart a few hundred pixels wide drawn from them shows every peak and trough of the
/// whole run. When the spans run out, neighbours merge and the span length doubles.
struct PlotSummary: Sendable {
    /// The most spans kept by default; also the most samples kept one by one.
    static let defaultSpanLimit = 8192

    /// One span: its first, lowest, highest and last samples (the same one for a single sample).
    struct Span: Sendable {
        var first: PlotSample
        var lowest: PlotSample
        var highest: PlotSample
        var last: PlotSample

        init(_ sample: PlotSample) {
            first = sample
            lowest = sample
            highest = sample
            last = sample
        }

        /// Takes in `sample`, later than every sample so far.
        mutating func add(_ sample: PlotSample) {
            if Self.isLower(sample, than: lowest) { lowest = sample }
            if Self.isHigher(sample, than: highest) { highest = sample }
            last = sample
        }

        /// This span followed by `next`.
        func merged(with next: Span) -> Span {
            var span = self
            if Self.isLower(next.lowest, than: span.lowest) { span.lowest = next.lowest }
            if Self.isHigher(next.highest, than: span.highest) { span.highest = next.highest }
            span.last = next.last
            return span
        }

        /// Whether `candidate` is drawn below `current`. NaN is never drawn: it never displaces
        /// an extreme, and any drawn value displaces it.
        private static func isLower(_ candidate: PlotSample, than current: PlotSample) -> Bool {
            !candidate.value.isNaN && (current.value.isNaN || candidate.value < current.value)
        }

        /// Whether `candidate` is drawn above `current`, NaN as in `isLower`.
        private static func isHigher(_ candidate: PlotSample, than current: PlotSample) -> Bool {
            !candidate.value.isNaN && (current.value.isNaN || candidate.value > current.value)
        }

        /// The span's distinct samples in time order.
        var samples: [PlotSample] {
            var ordered = [first]
            for sample in [lowest, highest].sorted(by: { $0.tick < $1.tick }) + [last]
            where sample.tick != ordered.last!.tick {
                ordered.append(sample)
            }
            return ordered
        }
    }

    /// The most spans kept, an even number.
    let spanLimit: Int
    private(set) var spans: [Span] = []
    /// Samples per span, a power of two; 1 while every sample is kept.
    private(set) var samplesPerSpan = 1
    /// Every sample taken in, kept or summarised.
    private(set) var count = 0

    init(first: PlotSample, spanLimit: Int = PlotSummary.defaultSpanLimit) {
        precondition(spanLimit >= 2 && spanLimit % 2 == 0, "spans merge in pairs")
        self.spanLimit = spanLimit
        append(first)
    }

    /// Whether every sample is kept as it was taken.
    var isComplete: Bool { samplesPerSpan == 1 }

    /// Takes in the next sample, later than every sample so far.
    mutating func append(_ sample: PlotSample) {
        if count % samplesPerSpan == 0 {
            if spans.count == spanLimit { halve() }
        }
        if count % samplesPerSpan == 0 {
            spans.append(Span(sample))
        } else {
            spans[spans.count - 1].add(sample)
        }
        count += 1
    }

    /// The samples to draw, in time order: every sample, or each span's distinct extremes.
    var samples: [PlotSample] {
        isComplete ? spans.map(\.first) : spans.flatMap(\.samples)
    }

    /// Merges neighbouring spans, doubling the span length.
    private mutating func halve() {
        spans = stride(from: 0, to: spans.count, by: 2).map { index in
            index + 1 < spans.count ? spans[index].merged(with: spans[index + 1]) : spans[index]
        }
        samplesPerSpan *= 2
    }
}

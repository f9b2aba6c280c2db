import SheetLabCore

/// `plot NAME FIELD to FILE.svg`: a standalone SVG line chart of a series.
///
/// A fixed 800 x 420 canvas: title on top; value axis on the left with ticks at nice steps
/// (1, 2 or 5 x 10^n) spanning the samples and the threshold; time axis below in seconds, from
/// the first sample to the last. Phase bands are light background rectangles labelled with the
/// phase, event markers are dashed vertical lines labelled with the event, the threshold is a
/// dashed horizontal line labelled with its value, and the samples are one polyline, in order.
/// Every coordinate prints through DecimalFormat with 2 decimals, all text is XML-escaped, and
/// the same input gives the same bytes. The text ends with a newline.
public enum SVGPlot {
    /// Canvas width in SVG user units (px).
    public static let width = 800
    /// Canvas height in SVG user units (px).
    public static let height = 420
    /// The plot area: left, right, top and bottom edges, in px from the top left.
    static let plotLeft = 80.0
    static let plotRight = 780.0
    static let plotTop = 56.0
    static let plotBottom = 360.0
    /// A single instant is drawn in the middle of a time axis this long (0.1 s), which starts no
    /// earlier than 0 unless the instant does.
    static let singleInstantSpan: Int64 = 600

    /// Fill of a phase band, by phase name; light enough for the curve and labels to stay readable.
    static func bandFill(_ phase: String) -> String {
        switch phase {
        case "presenting": "#ece4f7"
        case "dragging": "#dceaff"
        case "cancelling": "#fff2cc"
        case "settling": "#ddf3e2"
        case "committing": "#ffe0e0"
        case "dismissed": "#e4e4e4"
        default: "#f0f0f0"
        }
    }

    /// The chart as SVG text.
    public static func render(_ series: PlotSeries, bands: [PlotBand] = [], markers: [PlotMarker] = []) -> String {
        var svg = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\" font-size=\"12\">",
            "<title>\(Markup.escaped(series.title))</title>",
            "<desc>samples as time (s),\(Markup.escaped(series.field))\(series.unit.isEmpty ? "" : " (\(Markup.escaped(series.unit)))"),"
                + " one per line\(series.summary.map { " (\($0.text))" } ?? ""):\n"
                + series.samples.map {
                    DecimalFormat.format(Time.seconds($0.tick), decimals: 3) + ","
                        + DecimalFormat.format($0.value, decimals: series.decimals)
                }.joined(separator: "\n") + "\n</desc>",
            "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
            text(
                series.title, x: Double(width) / 2, y: 28, anchor: "middle",
                attributes: "font-size=\"15\" font-weight=\"bold\""),
        ]
        let samples = series.drawnSamples
        guard let sampleTicks = series.tickRange else {
            svg.append(text("no samples", x: Double(width) / 2, y: Double(height) / 2, anchor: "middle"))
            return (svg + ["</svg>"]).joined(separator: "\n") + "\n"
        }
        let frame = Frame(series: series, samples: samples, ticks: sampleTicks)

        svg.append("<g class=\"bands\">")
        for band in bands {
            svg += bandElements(band, frame: frame)
        }
        svg.append("</g>")

        svg.append("<g class=\"grid\" stroke=\"#e2e2e2\" stroke-width=\"1\">")
        for value in frame.values.ticks {
            let y = frame.y(value)
            svg.append(line(x1: plotLeft, y1: y, x2: plotRight, y2: y))
        }
        for seconds in frame.times.ticks {
            let x = frame.x(seconds: seconds)
            svg.append(line(x1: x, y1: plotTop, x2: x, y2: plotBottom))
        }
        svg.append("</g>")

        svg += markerElements(markers, frame: frame)
        if let threshold = series.drawnThreshold {
            svg += thresholdElements(threshold, series: series, frame: frame)
        }
        svg += curveElements(samples, frame: frame)
        svg += axisElements(series: series, frame: frame)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// A band clipped to the time axis, with its phase name when the name fits inside it.
    static func bandElements(_ band: PlotBand, frame: Frame) -> [String] {
        let start = max(band.fromTick, frame.ticks.lowerBound)
        let end = min(band.toTick, frame.ticks.upperBound)
        guard start < end else { return [] }
        let left = frame.x(tick: start)
        let right = frame.x(tick: end)
        var elements = [
            "<rect x=\"\(number(left))\" y=\"\(number(plotTop))\" width=\"\(number(right - left))\" "
                + "height=\"\(number(plotBottom - plotTop))\" fill=\"\(bandFill(band.phase))\"/>"
        ]
        if right - left >= estimatedWidth(band.phase, fontSize: 11) + 8 {
            elements.append(
                text(
                    band.phase, x: left + 4, y: plotTop + 14, anchor: "start",
                    attributes: "font-size=\"11\" fill=\"#555555\""))
        }
        return elements
    }

    /// Dashed vertical lines with labels, staggered over three rows so that close markers stay legible.
    static func markerElements(_ markers: [PlotMarker], frame: Frame) -> [String] {
        var elements = ["<g class=\"markers\">"]
        let visible = markers.filter { frame.ticks.contains($0.tick) }
        for (index, marker) in visible.enumerated() {
            let x = frame.x(tick: marker.tick)
            elements.append(
                "<line x1=\"\(number(x))\" y1=\"\(number(plotTop))\" x2=\"\(number(x))\" y2=\"\(number(plotBottom))\" "
                    + "stroke=\"#666666\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
            let y = plotTop + 32 + Double(index % 3) * 14
            let fitsRight = x + 4 + estimatedWidth(marker.label, fontSize: 11) <= plotRight
            elements.append(
                text(
                    marker.label, x: fitsRight ? x + 4 : x - 4, y: y, anchor: fitsRight ? "start" : "end",
                    attributes: "font-size=\"11\" fill=\"#333333\" \(halo)"))
        }
        elements.append("</g>")
        return elements
    }

    /// The threshold's dashed line across the plot and its label at the right, above the line
    /// unless that would touch the top.
    static func thresholdElements(_ threshold: Double, series: PlotSeries, frame: Frame) -> [String] {
        let y = frame.y(threshold)
        let labelY = y - 6 < plotTop + 12 ? y + 15 : y - 6
        return [
            "<g class=\"threshold\">",
            "<line x1=\"\(number(plotLeft))\" y1=\"\(number(y))\" x2=\"\(number(plotRight))\" y2=\"\(number(y))\" "
                + "stroke=\"#c0392b\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>",
            text(
                "threshold \(series.valueText(threshold))", x: plotRight - 4, y: labelY, anchor: "end",
                attributes: "font-size=\"11\" fill=\"#c0392b\" \(halo)"),
            "</g>",
        ]
    }

    /// The samples as one polyline in their order, plus a dot when there is only one.
    static func curveElements(_ samples: [PlotSample], frame: Frame) -> [String] {
        let points = samples.map { "\(number(frame.x(tick: $0.tick))),\(number(frame.y($0.value)))" }
        var elements = [
            "<polyline class=\"curve\" fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"2\" stroke-linejoin=\"round\" "
                + "points=\"\(points.joined(separator: " "))\"/>"
        ]
        if let only = samples.first, samples.count == 1 {
            elements.append(
                "<circle cx=\"\(number(frame.x(tick: only.tick)))\" cy=\"\(number(frame.y(only.value)))\" r=\"3\" "
                    + "fill=\"#1f5fbf\"/>")
        }
        return elements
    }

    /// Axis lines, tick marks, tick labels and axis titles with units.
    static func axisElements(series: PlotSeries, frame: Frame) -> [String] {
        var elements = [
            "<g class=\"axes\" stroke=\"#333333\" stroke-width=\"1\">",
            line(x1: plotLeft, y1: plotTop, x2: plotLeft, y2: plotBottom),
            line(x1: plotLeft, y1: plotBottom, x2: plotRight, y2: plotBottom),
        ]
        for value in frame.values.ticks {
            let y = frame.y(value)
            elements.append(line(x1: plotLeft - 5, y1: y, x2: plotLeft, y2: y))
        }
        for seconds in frame.times.ticks {
            let x = frame.x(seconds: seconds)
            elements.append(line(x1: x, y1: plotBottom, x2: x, y2: plotBottom + 5))
        }
        elements.append("</g>")
        elements.append("<g class=\"labels\" fill=\"#333333\">")
        for value in frame.values.ticks {
            elements.append(
                text(
                    PlotNumber.text(value, decimals: frame.values.decimals), x: plotLeft - 8, y: frame.y(value) + 4,
                    anchor: "end"))
        }
        for seconds in frame.times.ticks {
            elements.append(
                text(
                    PlotNumber.text(seconds, decimals: frame.times.decimals), x: frame.x(seconds: seconds),
                    y: plotBottom + 19, anchor: "middle"))
        }
        elements.append(text("time (s)", x: (plotLeft + plotRight) / 2, y: plotBottom + 44, anchor: "middle"))
        let valueTitle = series.unit.isEmpty ? series.field : "\(series.field) (\(series.unit))"
        let middle = number((plotTop + plotBottom) / 2)
        elements.append(
            "<text x=\"20\" y=\"\(middle)\" text-anchor=\"middle\" transform=\"rotate(-90 20 \(middle))\">"
                + "\(Markup.escaped(valueTitle))</text>")
        elements.append("</g>")
        return elements
    }

    /// Maps ticks and values to plot coordinates.
    struct Frame {
        /// The time axis in ticks.
        var ticks: ClosedRange<Int64>
        /// The time axis in seconds, with its ticks.
        var times: AxisScale
        /// The value axis, extended to nice ticks.
        var values: AxisScale

        init(series: PlotSeries, samples: [PlotSample], ticks sampleTicks: ClosedRange<Int64>) {
            if sampleTicks.lowerBound == sampleTicks.upperBound {
                let instant = sampleTicks.lowerBound
                let centered = instant - singleInstantSpan / 2
                let start = instant >= 0 ? max(centered, 0) : centered
                ticks = start...(start + singleInstantSpan)
            } else {
                ticks = sampleTicks
            }
            times = AxisScale(
                lower: Time.seconds(ticks.lowerBound), upper: Time.seconds(ticks.upperBound), targetCount: 8,
                extend: false)
            let all = samples.map(\.value) + (series.drawnThreshold.map { [$0] } ?? [])
            var lowest = all.min() ?? 0
            var highest = all.max() ?? 0
            if series.valueText(lowest) == series.valueText(highest) {
                // Flat as printed: centre it in a band of ten units of its last decimal.
                let center = lowest / 2 + highest / 2
                let halfSpan = max(5 * PlotNumber.power(-series.decimals), abs(center) * 1e-6)
                lowest = center - halfSpan
                highest = center + halfSpan
            }
            values = AxisScale(lower: lowest, upper: highest, targetCount: 5, extend: true)
        }

        func x(tick: Int64) -> Double {
            let fraction = Double(tick - ticks.lowerBound) / Double(ticks.upperBound - ticks.lowerBound)
            return plotLeft + fraction * (plotRight - plotLeft)
        }

        func x(seconds: Double) -> Double {
            plotLeft + times.fraction(seconds) * (plotRight - plotLeft)
        }

        func y(_ value: Double) -> Double {
            plotBottom - values.fraction(value) * (plotBottom - plotTop)
        }
    }

    /// A coordinate with 2 decimals.
    static func number(_ value: Double) -> String {
        DecimalFormat.format(value, decimals: 2)
    }

    static func line(x1: Double, y1: Double, x2: Double, y2: Double) -> String {
        "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\"/>"
    }

    /// Drawn under labels that sit on the plot, so that lines crossing them stay legible.
    static let halo = "stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\""

    static func text(_ content: String, x: Double, y: Double, anchor: String, attributes: String = "") -> String {
        let extra = attributes.isEmpty ? "" : " " + attributes
        return
            "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\"\(extra)>\(Markup.escaped(content))</text>"
    }

    /// A rough width of `content` in a sans-serif font: 0.6 em per character.
    static func estimatedWidth(_ content: String, fontSize: Double) -> Double {
        Double(content.count) * fontSize * 0.6
    }
}

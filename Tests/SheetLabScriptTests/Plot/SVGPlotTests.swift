import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("SVG plot")
struct SVGPlotTests {
    /// Progress rising linearly from 0 to 1 over one second, one sample a frame: the value axis is
    /// exactly 0...1, so x = 80 + 700 t and y = 360 - 304 v.
    static let ramp = (0...60).map { PlotSample(tick: Int64($0 * 100), value: Double($0) / 60) }

    /// A drag past a threshold and the commit after it, with bands and markers, as `plot` would pass.
    static let figure = (
        series: PlotSeries(
            sheet: "page <1> & \"friends\"", field: .offset,
            samples: (0...60).map { frame -> PlotSample in
                let fraction = Double(frame) / 60
                let value = frame <= 30 ? 400 * fraction : 200 + 1000 * (fraction - 0.5) * (fraction - 0.5) * 4
                return PlotSample(tick: Int64(frame * 100), value: value)
            }, threshold: 140),
        bands: [
            PlotBand(fromTick: 0, toTick: 3000, phase: "dragging"),
            PlotBand(fromTick: 3000, toTick: 6000, phase: "committing"),
        ],
        markers: [
            PlotMarker(tick: 2100, label: "armed"), PlotMarker(tick: 3000, label: "release"),
            PlotMarker(tick: 5800, label: "onDismiss"),
        ]
    )

    static func polylinePoints(_ svg: String) -> [String] {
        guard let start = svg.range(of: "points=\"") else { return [] }
        let rest = svg[start.upperBound...]
        return rest.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
    }

    @Test("the ramp's points are one per sample, at exact coordinates")
    func rampPoints() {
        let svg = SVGPlot.render(PlotSeries(sheet: "page", field: .progress, samples: Self.ramp))
        let points = Self.polylinePoints(svg)
        #expect(points.count == Self.ramp.count)
        #expect(points.first == "80.00,360.00")
        #expect(points[30] == "430.00,208.00")
        #expect(points[6] == "150.00,329.60")
        #expect(points.last == "780.00,56.00")
    }

    struct InstantCase: CustomTestStringConvertible, Sendable {
        let tick: Int64
        let expectedCircle: String
        var testDescription: String { "one sample at tick \(tick)" }
    }

    static let instantCases = [
        InstantCase(tick: 600, expectedCircle: "<circle cx=\"430.00\" cy=\"208.00\" r=\"3\""),
        InstantCase(tick: 100, expectedCircle: "<circle cx=\"196.67\" cy=\"208.00\" r=\"3\""),
        InstantCase(tick: -600, expectedCircle: "<circle cx=\"430.00\" cy=\"208.00\" r=\"3\""),
    ]

    @Test("a single sample is a dot in the middle of 0.1 s, not before 0 unless it is", arguments: instantCases)
    func singleInstant(_ row: InstantCase) {
        let series = PlotSeries(sheet: "page", field: .offset, samples: [PlotSample(tick: row.tick, value: 5)])
        #expect(SVGPlot.render(series).contains(row.expectedCircle))
    }

    struct TextCase: CustomTestStringConvertible, Sendable {
        let name: String
        let fragment: String
        var testDescription: String { name }
    }

    static let figureFragments = [
        TextCase(
            name: "namespace and fixed size",
            fragment: "xmlns=\"http://www.w3.org/2000/svg\" width=\"800\" height=\"420\" viewBox=\"0 0 800 420\""),
        TextCase(name: "generic font", fragment: "font-family=\"sans-serif\""),
        TextCase(
            name: "escaped title",
            fragment: "<title>offset of page &lt;1&gt; &amp; &quot;friends&quot;, 0.000s to 1.000s</title>"),
        TextCase(name: "value axis title with unit", fragment: ">offset (pt)</text>"),
        TextCase(name: "time axis title with unit", fragment: ">time (s)</text>"),
        TextCase(
            name: "value tick at 0 on the bottom",
            fragment: "<text x=\"72.00\" y=\"364.00\" text-anchor=\"end\">0</text>"),
        TextCase(name: "value tick at 200", fragment: ">200</text>"),
        TextCase(
            name: "time tick at 0.2 s", fragment: "<text x=\"220.00\" y=\"379.00\" text-anchor=\"middle\">0.2</text>"),
        TextCase(name: "threshold label with unit", fragment: ">threshold 140.0 pt</text>"),
        TextCase(
            name: "threshold dashed", fragment: "stroke=\"#c0392b\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\""),
        TextCase(
            name: "dragging band spans half",
            fragment: "<rect x=\"80.00\" y=\"56.00\" width=\"350.00\" height=\"304.00\" fill=\"#dceaff\"/>"),
        TextCase(name: "band label", fragment: ">committing</text>"),
        TextCase(
            name: "release marker at 0.5 s",
            fragment:
                "<line x1=\"430.00\" y1=\"56.00\" x2=\"430.00\" y2=\"360.00\" stroke=\"#666666\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
        ),
        TextCase(
            name: "marker near the right edge labelled to its left",
            fragment: "<text x=\"752.67\" y=\"116.00\" text-anchor=\"end\" font-size=\"11\" fill=\"#333333\""),
    ]

    @Test("figure contents", arguments: figureFragments)
    func figureContents(_ row: TextCase) {
        let svg = SVGPlot.render(Self.figure.series, bands: Self.figure.bands, markers: Self.figure.markers)
        #expect(svg.contains(row.fragment))
    }

    struct ShapeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let series: PlotSeries
        let bands: [PlotBand]
        let markers: [PlotMarker]
        var testDescription: String { name }
    }

    static let shapeCases = [
        ShapeCase(name: "figure", series: figure.series, bands: figure.bands, markers: figure.markers),
        ShapeCase(
            name: "flat series",
            series: PlotSeries(sheet: "page", field: .scale, samples: ramp.map { PlotSample(tick: $0.tick, value: 1) }),
            bands: [], markers: []),
        ShapeCase(
            name: "single sample",
            series: PlotSeries(sheet: "page", field: .velocity, samples: [PlotSample(tick: 600, value: -3)]),
            bands: [PlotBand(fromTick: 0, toTick: 6000, phase: "idle")], markers: [PlotMarker(tick: 600, label: "tap")]),
        ShapeCase(
            name: "huge range",
            series: PlotSeries(
                sheet: "page", field: .velocity,
                samples: [PlotSample(tick: 0, value: -.greatestFiniteMagnitude), PlotSample(tick: 60, value: 1e300)],
                threshold: 0),
            bands: [], markers: []),
        ShapeCase(
            name: "control characters and markers outside the time range",
            series: PlotSeries(sheet: "a\u{1}b\nc", field: .progress, samples: ramp),
            bands: [
                PlotBand(fromTick: -600, toTick: 600, phase: "x<y"),
                PlotBand(fromTick: 7000, toTick: 8000, phase: "gone"),
            ],
            markers: [PlotMarker(tick: -1, label: "before"), PlotMarker(tick: 6001, label: "after")]),
        ShapeCase(
            name: "no samples", series: PlotSeries(sheet: "page", field: .offset, samples: []), bands: [], markers: []),
    ]

    @Test("well-formed, deterministic, finite, one point per sample", arguments: shapeCases)
    func shape(_ row: ShapeCase) throws {
        let svg = SVGPlot.render(row.series, bands: row.bands, markers: row.markers)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(SVGPlot.render(row.series, bands: row.bands, markers: row.markers) == svg)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(!svg.contains(">before<") && !svg.contains(">after<") && !svg.contains(">gone<"))
        if !row.series.samples.isEmpty {
            #expect(Self.polylinePoints(svg).count == row.series.samples.count)
        }
        let summary = try XMLSummary(svg)
        #expect(summary.root == "svg")
        #expect(summary.polylines == (row.series.samples.isEmpty ? 0 : 1))
    }
}

/// What an XML parser saw in a document: the root element and the number of polylines.
struct XMLSummary {
    var root: String?
    var polylines = 0

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ text: String) throws {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String] = []
            func parser(
                _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
            ) {
                elements.append(elementName)
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw Malformed(
                description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        root = collector.elements.first
        polylines = collector.elements.filter { $0 == "polyline" }.count
    }
}

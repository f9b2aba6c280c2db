/// The tunables of `screen`, with the seed's defaults (docs/models.md#screen).
///
/// Seed: DragToDismissScreen (drag-to-dismiss-screen.txt). Every value is a plain number; text
/// parsing refuses NaN, infinity and negative values with a `ParameterError`.
public struct ScreenParameters: Sendable, Hashable {
    /// Drag distance that dismisses, pt; also the scale of `progress`. Seed `threshold = 140`; >= 0.
    public var threshold: Double = 140
    /// Distance before the drag begins, pt: the seed's `DragGesture(minimumDistance: 16)`; >= 0.
    public var minDistance: Double = 16
    /// A prediction reaching `flingFactor * threshold` dismisses: the seed's `threshold * 2`; >= 0.
    public var flingFactor: Double = 2
    /// Scale lost at full progress: the seed's `1 - 0.1 * progress`; 0...1.
    public var shrink: Double = 0.1
    /// Opacity lost at full progress: the seed's `1 - 0.3 * progress`; 0...1.
    public var fade: Double = 0.3

    /// The defaults.
    /// `design=PATH`: the design file the screen follows instead of the seed's rules; nil for
    /// the seed's. Its minimum distance is copied into `minDistance`.
    public var written: WrittenScreenDesign?

    public init() {}

    /// The parameters of a screen that follows `written`.
    public init(written: WrittenScreenDesign) {
        self.written = written
        minDistance = written.design.minimumDistance?.value ?? 10
    }

    /// Every parameter in the order `help` lists them.
    public static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "threshold", defaultValue: "140",
            summary: "drag distance that dismisses; the scale of progress (pt, >= 0)",
            unit: "pt", range: ">= 0", source: "drag-to-dismiss-screen.txt:33 threshold"),
        ParameterInfo(
            name: "min-distance", defaultValue: "16",
            summary: "distance before the drag begins: DragGesture(minimumDistance: 16) (pt, >= 0)",
            unit: "pt", range: ">= 0", source: "drag-to-dismiss-screen.txt:37 minimumDistance"),
        ParameterInfo(
            name: "fling-factor", defaultValue: "2",
            summary: "a prediction reaching fling-factor x threshold dismisses (>= 0)",
            range: ">= 0", source: "drag-to-dismiss-screen.txt:42 shouldDismiss, threshold * 2"),
        ParameterInfo(
            name: "shrink", defaultValue: "0.1", summary: "scale lost at full progress (0 to 1)",
            range: "0 to 1", source: "drag-to-dismiss-screen.txt:36 scaleEffect"),
        ParameterInfo(
            name: "fade", defaultValue: "0.3", summary: "opacity lost at full progress (0 to 1)",
            range: "0 to 1", source: "drag-to-dismiss-screen.txt:36 opacity"),
        .designFile(.screen),
    ]

    /// Sets the parameter called `name` from its text; nothing changes on error.
    public mutating func set(_ name: String, to text: String) throws(ParameterError) {
        if let written {
            guard name == "design" else {
                throw .notInProfile(name: name, profile: "design-file", parameters: ["design"])
            }
            guard text == written.path else { throw .fixedAtCreation(name: name) }
            return
        }
        switch name {
        case "design": throw .fixedAtCreation(name: name)
        case "threshold": threshold = try ParameterParsing.number(text, for: name, .nonNegative)
        case "min-distance": minDistance = try ParameterParsing.number(text, for: name, .nonNegative)
        case "fling-factor": flingFactor = try ParameterParsing.number(text, for: name, .nonNegative)
        case "shrink": shrink = try ParameterParsing.number(text, for: name, .unitInterval)
        case "fade": fade = try ParameterParsing.number(text, for: name, .unitInterval)
        default: throw .unknownParameter(name: name, kind: .screen)
        }
    }

    /// The parameter called `name` as text (`140`, `0.1`), or nil for an unknown name.
    public func text(of name: String) -> String? {
        if let written { return name == "design" ? written.path : nil }
        return switch name {
        case "threshold": ParameterParsing.text(threshold)
        case "min-distance": ParameterParsing.text(minDistance)
        case "fling-factor": ParameterParsing.text(flingFactor)
        case "shrink": ParameterParsing.text(shrink)
        case "fade": ParameterParsing.text(fade)
        default: nil
        }
    }

    /// The seed's `DragToDismissScreenMath.progress`: `min(max(x, 0) / threshold, 1)`, and with
    /// `threshold <= 0` the seed's guard, 1 when x > 0, else 0.
    public func progress(of offset: Double) -> Double {
        guard threshold > 0 else { return offset > 0 ? 1 : 0 }
        return min(max(offset, 0) / threshold, 1)
    }
}

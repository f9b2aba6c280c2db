/// The tunables of `modal`, with the seed's defaults (models.md, `modal`).
///
/// Seed: the custom swipe-to-dismiss modal (swipe-to-dismiss-tutorial.txt, `CustomModalContent`).
public struct ModalParameters: Sendable, Hashable {
    /// A release past this distance (strictly) dismisses, pt: the seed's `threshold: CGFloat = 100`; > 0.
    public var threshold: Double = 100
    /// A downward release faster than this (strictly) dismisses, pt/s: the seed's
    /// `value.velocity.height > 500` (its reusable modifier uses 300); >= 0.
    public var velocity: Double = 500
    /// The modal's height, pt: `.frame(height: 300)`; it rests centred in the container; >= 0.
    public var height: Double = 300
    /// Backdrop dim while shown: `Color.black.opacity(0.4)`; 0...1.
    public var backdrop: Double = 0.4
    /// Distance before the drag begins, pt: `DragGesture()`'s default 10; >= 0.
    public var minDistance: Double = 10

    /// The defaults.
    public init() {}

    /// Every parameter in the order `help` lists them.
    public static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "threshold", defaultValue: "100",
            summary: "a release past this distance (strictly) dismisses (pt, > 0)",
            unit: "pt", range: "> 0", source: "swipe-to-dismiss-tutorial.txt:184 threshold"),
        ParameterInfo(
            name: "velocity", defaultValue: "500",
            summary: "a downward release faster than this (strictly) dismisses (pt/s, >= 0)",
            unit: "pt/s", range: ">= 0",
            source: "swipe-to-dismiss-tutorial.txt:186 velocity.height (the reusable modifier, line 241, uses 300)"),
        ParameterInfo(
            name: "height", defaultValue: "300",
            summary: "the modal's height; it rests centred in the container (pt, >= 0)",
            unit: "pt", range: ">= 0", source: "swipe-to-dismiss-tutorial.txt:164 frame(height:)"),
        ParameterInfo(
            name: "backdrop", defaultValue: "0.4", summary: "backdrop dim while shown (0 to 1)",
            range: "0 to 1", source: "swipe-to-dismiss-tutorial.txt:112 Color.black.opacity"),
        ParameterInfo(
            name: "min-distance", defaultValue: "10",
            summary: "distance before the drag begins: DragGesture's default (pt, >= 0)",
            unit: "pt", range: ">= 0", source: "swipe-to-dismiss-tutorial.txt:175 DragGesture() (SwiftUI's default 10)"),
    ]

    /// Sets the parameter called `name` from its text; nothing changes on error.
    public mutating func set(_ name: String, to text: String) throws(ParameterError) {
        switch name {
        case "threshold": threshold = try ParameterParsing.number(text, for: name, .positive)
        case "velocity": velocity = try ParameterParsing.number(text, for: name, .nonNegative)
        case "height": height = try ParameterParsing.number(text, for: name, .nonNegative)
        case "backdrop": backdrop = try ParameterParsing.number(text, for: name, .unitInterval)
        case "min-distance": minDistance = try ParameterParsing.number(text, for: name, .nonNegative)
        default: throw .unknownParameter(name: name, kind: .modal)
        }
    }

    /// The parameter called `name` as text (`100`, `0.4`), or nil for an unknown name.
    public func text(of name: String) -> String? {
        switch name {
        case "threshold": ParameterParsing.text(threshold)
        case "velocity": ParameterParsing.text(velocity)
        case "height": ParameterParsing.text(height)
        case "backdrop": ParameterParsing.text(backdrop)
        case "min-distance": ParameterParsing.text(minDistance)
        default: nil
        }
    }
}

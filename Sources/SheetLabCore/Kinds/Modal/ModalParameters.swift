/// The tunables of `modal`, with the seed's defaults (docs/models.md#modal).
///
/// Seed: the custom swipe-to-dismiss modal (swipe-to-dismiss-tutorial.txt, `CustomModalContent`),
/// or with `variant=modifier` the same tutorial's reusable `SwipeToDismissModifier`.
public struct ModalParameters: Sendable, Hashable {
    /// Which of the tutorial's designs the modal follows.
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        /// `CustomModalContent`: its own gesture, `dismiss()` and Close button.
        case content
        /// `SwipeToDismissModifier` applied to the modal: `velocity.height > 300`, a `.spring()`
        /// snap back, and the host's `withAnimation(.spring()) { isPresented = false }` as onDismiss.
        case modifier
    }

    /// `variant`: chosen at creation; it resets the other parameters to the variant's defaults.
    public var variant = Variant.content
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
    /// `design=PATH`: the design file the modal follows instead of the seed's rules; nil for the
    /// seed's. Its height, dim and minimum distance are copied into the fields above.
    public var written: WrittenModalDesign?

    /// The defaults.
    public init() {}

    /// The defaults of `variant`: the modifier dismisses above 300 pt/s
    /// (`value.translation.height > 100 || value.velocity.height > 300`).
    public init(variant: Variant) {
        self.variant = variant
        if variant == .modifier { velocity = 300 }
    }

    /// Every parameter in the order `help` lists them: `variant` first, since it is set first.
    public static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "variant", defaultValue: "content", words: Variant.allCases.map(\.rawValue),
            summary: "content: CustomModalContent; modifier: SwipeToDismissModifier (velocity 300, "
                + "spring() snap back, the host's withAnimation(.spring()) dismissal); chosen at creation",
            range: Variant.allCases.map(\.rawValue).joined(separator: ", "),
            source: "swipe-to-dismiss-tutorial.txt:135 CustomModalContent, 224 SwipeToDismissModifier",
            choosesDesign: true),
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
        .designFile(.modal),
    ]

    /// The parameters of a modal that follows `written`.
    public init(written: WrittenModalDesign) {
        self.written = written
        height = written.design.height?.value ?? 300
        backdrop = written.design.backdropDims.first?.value.opacity ?? 0
        minDistance = written.design.minimumDistance?.value ?? 10
    }

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
        case "variant":
            guard let chosen = Variant(rawValue: text) else {
                throw .invalidValue(name: name, value: text, expected: "content or modifier")
            }
            self = ModalParameters(variant: chosen)
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
        if let written { return name == "design" ? written.path : nil }
        return switch name {
        case "variant": variant.rawValue
        case "threshold": ParameterParsing.text(threshold)
        case "velocity": ParameterParsing.text(velocity)
        case "height": ParameterParsing.text(height)
        case "backdrop": ParameterParsing.text(backdrop)
        case "min-distance": ParameterParsing.text(minDistance)
        default: nil
        }
    }
}

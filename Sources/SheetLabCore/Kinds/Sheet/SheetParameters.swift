/// The parameters of a `sheet`, with the defaults of models.md.
///
/// Values arrive as text (`new sheet s detents=200,medium,large`, `set s.dismiss disabled`);
/// anything that is not a value of the parameter is a `ParameterError`, never a crash.
public struct SheetParameters: Sendable, Hashable {
    /// `dismiss`: whether drags, flicks, backdrop taps and escape may dismiss.
    public enum DismissMode: String, Sendable, Hashable, CaseIterable {
        case enabled
        /// `interactiveDismissDisabled()`: a release that would dismiss snaps instead.
        case disabled
    }

    /// `background`: `presentationBackgroundInteraction` of the native sheet.
    public enum Background: Sendable, Hashable {
        /// Always dimmed; a backdrop tap dismisses.
        case none
        /// `.enabled(upThrough:)`: at that detent's height or lower, no dim and taps pass through.
        case through(SheetDetent)
    }

    /// `detents`, in the order written; never empty, no duplicates.
    public var detents: [SheetDetent] = [
        SheetDetent(size: .height(200), spelling: "200"),
        SheetDetent(size: .medium, spelling: "medium"),
        SheetDetent(size: .large, spelling: "large"),
    ]
    /// `detent`: index into `detents` of the detent selected at presentation.
    public var presentationDetent = 0
    /// `dismiss-below`: a release with a model height under this dismisses (pt, >= 0).
    public var dismissBelow = 100.0
    /// `fling-distance`: a release whose predicted end translation (down) is more than this
    /// dismisses (pt, >= 0; the seed's `velocity < -500` on `-predictedEndTranslation`).
    public var flingDistance = 500.0
    /// `dismiss`.
    public var dismiss = DismissMode.enabled
    /// `background`.
    public var background = Background.none
    /// `backdrop`: dim opacity while dimmed (0...1; the seed's `Color.black.opacity(0.3)`).
    public var backdrop = 0.3
    /// `min-distance`: `DragGesture()`'s default minimum distance (pt, >= 0).
    public var minDistance = 10.0

    public init() {}

    /// Every parameter with its default, in models.md order.
    public static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "detents", defaultValue: "200,medium,large",
            summary: "comma list of detents: NNN (pt), NN% (of the screen height), medium (50%), large (90%)"),
        ParameterInfo(
            name: "detent", defaultValue: "200",
            summary: "the detent selected at presentation, written as in detents"),
        ParameterInfo(
            name: "dismiss-below", defaultValue: "100", summary: "a release with a height under this dismisses"),
        ParameterInfo(
            name: "fling-distance", defaultValue: "500",
            summary: "a release whose predicted end translation is more than this, downward, dismisses"),
        ParameterInfo(
            name: "dismiss", defaultValue: "enabled", words: ["enabled", "disabled"],
            summary: "disabled: no drag, flick, backdrop tap or escape dismisses"),
        ParameterInfo(
            // No `words`: `through:DETENT` takes any detent spelling, and the script reads `words`
            // as the complete list of accepted values.
            name: "background", defaultValue: "none",
            summary: "through:DETENT: up to that detent the backdrop is not dimmed and taps pass through"),
        ParameterInfo(name: "backdrop", defaultValue: "0.3", summary: "backdrop dim while dimmed (0 to 1)"),
        ParameterInfo(name: "min-distance", defaultValue: "10", summary: "drag distance before the gesture begins"),
    ]

    /// The selected-at-presentation detent.
    public var selectedAtPresentation: SheetDetent { detents[presentationDetent] }

    /// The index of the listed detent `text` names (`50%` finds a listed `50.0%`), if any.
    public func index(ofDetent text: String) -> Int? {
        guard let detent = SheetDetent(parsing: Substring(text)) else { return nil }
        return detents.firstIndex { $0.size == detent.size }
    }

    /// Sets the parameters of `new` as one set: in table order (so `detents` is read before
    /// `detent`, whatever order they were written in), `detent` defaulting to the first listed.
    public mutating func configure(_ assignments: [ParameterSetting]) throws(ParameterError) {
        if let unknown = assignments.first(where: { setting in !Self.table.contains { $0.name == setting.name } }) {
            throw .unknownParameter(name: unknown.name, kind: .sheet)
        }
        for info in Self.table {
            if let setting = assignments.last(where: { $0.name == info.name }) {
                try set(setting.name, to: setting.value)
            }
            if info.name == "detents" { presentationDetent = 0 }
        }
    }

    /// Sets one parameter from its text.
    ///
    /// A new `detents` list keeps the presentation detent when it is still listed, else takes
    /// the first (a modelling choice: the list decides what can be selected).
    public mutating func set(_ name: String, to text: String) throws(ParameterError) {
        switch name {
        case "detents":
            switch SheetDetent.parseList(text) {
            case .success(let list):
                let kept = detents[presentationDetent].size
                detents = list
                presentationDetent = list.firstIndex { $0.size == kept } ?? 0
            case .failure(.duplicate(let item)):
                throw .invalidValue(name: name, value: text, expected: "no duplicate detents ('\(item)' repeats)")
            case .failure(.invalid(let item)):
                throw .invalidValue(
                    name: name, value: text,
                    expected: "a comma list of NNN, NN%, medium or large ('\(item)' is not one)")
            }
        case "detent":
            guard let index = index(ofDetent: text) else {
                throw .invalidValue(
                    name: name, value: text,
                    expected: "one of " + detents.map(\.spelling).joined(separator: ", "))
            }
            presentationDetent = index
        case "dismiss-below": dismissBelow = try Self.length(name, text)
        case "fling-distance": flingDistance = try Self.length(name, text)
        case "min-distance": minDistance = try Self.length(name, text)
        case "backdrop":
            backdrop = try ParameterParsing.number(text, for: name, .unitInterval)
        case "dismiss":
            guard let mode = DismissMode(rawValue: text) else {
                throw .invalidValue(name: name, value: text, expected: "enabled or disabled")
            }
            dismiss = mode
        case "background":
            if text == "none" {
                background = .none
            } else if text.hasPrefix("through:"), let detent = SheetDetent(parsing: text.dropFirst(8)) {
                background = .through(detent)
            } else {
                throw .invalidValue(name: name, value: text, expected: "none or through:DETENT")
            }
        default:
            throw .unknownParameter(name: name, kind: .sheet)
        }
    }

    /// The parameter's current value, written as a user would type it.
    public func text(of name: String) -> String? {
        switch name {
        case "detents": detents.map(\.spelling).joined(separator: ",")
        case "detent": detents[presentationDetent].spelling
        case "dismiss-below": ParameterParsing.text(dismissBelow)
        case "fling-distance": ParameterParsing.text(flingDistance)
        case "min-distance": ParameterParsing.text(minDistance)
        case "backdrop": ParameterParsing.text(backdrop)
        case "dismiss": dismiss.rawValue
        case "background":
            switch background {
            case .none: "none"
            case .through(let detent): "through:" + detent.spelling
            }
        default: nil
        }
    }

    /// A finite length in points, >= 0.
    private static func length(_ name: String, _ text: String) throws(ParameterError) -> Double {
        try ParameterParsing.number(text, for: name, .nonNegative)
    }
}

/// A readable property of a sheet, in the order `inspect` prints them (docs/commands.md#fields).
public enum Field: String, Sendable, Hashable, CaseIterable {
    case phase
    case armed
    case progress
    case dragProgress = "drag-progress"
    case translation
    case velocity
    case predicted
    /// The last release's, escape's or backdrop tap's readout (docs/decisions.md#readouts).
    case releaseTranslation = "release-translation"
    case releaseVelocity = "release-velocity"
    case releasePredicted = "release-predicted"
    case offset
    case scale
    case opacity
    case backdrop
    case height
    case detent
    case hitTesting = "hit-testing"
    case presented
    case dismissed
    case pops
    case actions
    case stack
    case haptics
    case action
    case bubbleWidth = "bubble-width"
    case bubbleHeight = "bubble-height"
    case anchorY = "anchor-y"
    case bubbleOpacity = "bubble-opacity"
    case iconScale = "icon-scale"
    case armedColor = "armed-color"
    case animation
    /// The sheet's own name: the world's reading, not a machine's, so it applies to no kind's
    /// machine and the session answers it (`inspect NAME name json`).
    case name

    /// Digits after the point for numeric fields (docs/commands.md#fields); nil for the others.
    public var decimals: Int? {
        switch self {
        case .progress, .dragProgress, .scale, .opacity, .backdrop, .bubbleOpacity, .iconScale: 3
        case .translation, .velocity, .predicted, .releaseTranslation, .releaseVelocity, .releasePredicted, .offset,
            .height, .bubbleWidth, .bubbleHeight, .anchorY:
            1
        case .dismissed, .pops, .actions, .stack, .haptics: 0
        case .phase, .armed, .detent, .hitTesting, .presented, .action, .armedColor, .animation, .name: nil
        }
    }

    /// Whether the field applies to `kind` (docs/commands.md#output-lines).
    public func applies(to kind: Kind) -> Bool {
        switch self {
        case .phase, .armed, .progress, .dragProgress, .translation, .velocity, .predicted, .releaseTranslation,
            .releaseVelocity, .releasePredicted, .offset, .scale, .opacity, .hitTesting, .presented, .dismissed,
            .haptics, .animation:
            true
        case .backdrop: kind == .modal || kind == .sheet
        case .height, .detent: kind == .sheet
        case .pops, .actions, .stack, .action, .bubbleWidth, .bubbleHeight, .anchorY, .bubbleOpacity, .iconScale,
            .armedColor:
            kind == .edge
        // The world's reading, not a machine's: the session answers it for every sheet.
        case .name: false
        }
    }

    /// The fields of `kind` in `inspect` order.
    public static func fields(of kind: Kind) -> [Field] {
        allCases.filter { $0.applies(to: kind) }
    }

    /// Whether docs/commands.md's field table names this field; the others are sheetlab's additions
    /// (the edge's arm look from the EdgeSwipeBack README's configuration, the sheet's name).
    public var isInContract: Bool {
        switch self {
        case .iconScale, .armedColor, .name: false
        default: true
        }
    }

    /// The fields `inspect NAME` lists with no field named: the contract's, in its order, so a
    /// transcript written against docs/commands.md keeps its lines; added fields print when named.
    public static func listedFields(of kind: Kind) -> [Field] {
        listedByKind[kind] ?? []
    }

    /// `listedFields(of:)` of every kind, worked out once: `inspect NAME` and `inspect NAME json`
    /// filtered all fields twice per command.
    private static let listedByKind = Dictionary(
        uniqueKeysWithValues: Kind.allCases.map { kind in (kind, fields(of: kind).filter(\.isInContract)) })
}

/// A field's value, typed so that formatting and `expect` happen in one place.
public enum FieldValue: Sendable, Hashable {
    case word(String)
    case bool(Bool)
    /// A number printed with the field's decimals.
    case number(Double)
    case integer(Int)
    /// Free text (`animation`).
    case text(String)
}

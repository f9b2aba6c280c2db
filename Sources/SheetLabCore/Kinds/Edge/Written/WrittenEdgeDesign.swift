/// An edge swipe written as a design file (`new edge e design=back.design`): `EdgeMachine` keeps
/// EdgeSwipeBack's indicator (its bubble, progress band and commit fade) and takes from the file
/// its strip, minimum distance, band, release clauses, animations, escape, action and haptics
/// (docs/design-language.md#using-a-design).
public struct WrittenEdgeDesign: Sendable, Hashable {
    /// The design as read and checked.
    public var design: Design
    /// The path as `design=` wrote it.
    public var path: String

    /// Creates one.
    public init(design: Design, path: String) {
        self.design = design
        self.path = path
    }

    /// The readings of a release, or of `armed`: travel away from the edge, its velocity and the
    /// indicator's progress.
    static func readings(translation: Double, velocity: Double, progress: Double, in environment: Environment)
        -> DesignReadings
    {
        DesignReadings(
            translation: translation, velocity: velocity, progress: progress, screenWidth: environment.screenWidth,
            screenHeight: environment.screenHeight)
    }
}

extension EdgeParameters {
    /// The parameters of an edge that follows `written`: EdgeSwipeBack's defaults, with the strip
    /// (`drag on edge-strip W at SIDE`), the band (`drag follows rubber-band O`: the indicator's
    /// overshoot; `1:1`: no band), the action and the haptics the file writes.
    public init(written: WrittenEdgeDesign) {
        self.init()
        self.written = written
        let design = written.design
        if case .edgeStrip(let width, let side) = design.dragStart?.value {
            hitWidth = width
            edge = EdgeChoice(rawValue: side.rawValue) ?? .leading
        }
        switch design.following?.value {
        case .rubberBand(let overshoot): (curve, self.overshoot) = (.rubber, overshoot)
        case .oneToOne, .clamped, .resistance: curve = .linear
        case nil: break
        }
        if let written = design.action?.value { action = ActionChoice(rawValue: written.rawValue) ?? .automatic }
        armHaptic = Self.haptic(design, .arm)
        disarmHaptic = Self.haptic(design, .disarm)
    }

    /// The haptic the design plays at `event`, as the edge plays it; none when not written.
    private static func haptic(_ design: Design, _ event: DesignHaptic.Event) -> EdgeHaptic {
        guard let style = design.haptics.first(where: { $0.value.event == event })?.value.style else { return .none }
        switch style {
        case .impactLight: return .impact(.light)
        case .impactMedium: return .impact(.medium)
        case .impactHeavy: return .impact(.heavy)
        case .impactSoft: return .impact(.soft)
        case .impactRigid: return .impact(.rigid)
        case .selection, .success, .warning, .error: return .selection
        }
    }
}

/// A component written as a design file (`NAME.design`, docs/design-language.md): one family,
/// its positions, drag, ordered release clauses, animations, controls and quirks, each with the
/// place it is written so that `explain` can cite `(checkout.design:5)`.
///
/// A value as parsed: `DesignChecker` (SheetLabScript) says whether it is sound; the evaluator
/// (`Design+Release.swift`) assumes it is.
public struct Design: Sendable, Hashable {
    /// `design NAME`.
    public var name: Located<String>
    /// `family screen|modal|sheet|edge`.
    public var family: Located<DesignFamily>
    /// `source "TEXT"`: where the design comes from.
    public var source: Located<String>?
    /// `positions ...`: a sheet's detents, lowest first, located at the statement.
    public var positionsStatement: Located<[Located<DesignPosition>]>?
    /// `presents at POSITION`: the position a sheet presents at (by default the first).
    public var presentation: Located<String>?
    /// `height VALUE`: a modal's height, pt.
    public var height: Located<Double>?
    /// `drag on ...`.
    public var dragStart: Located<DragStart>?
    /// `drag min-distance VALUE`, pt.
    public var minimumDistance: Located<Double>?
    /// `drag follows ...`.
    public var following: Located<DragFollowing>?
    /// `projection swiftui|uikit(rate: R)`; SwiftUI's when not declared.
    public var projection: Located<DesignProjection>?
    /// `release OUTCOME [when CONDITION]`, in order.
    public var release: [ReleaseClause]
    /// `animation TRANSITION ANIMATION`.
    public var animations: [Located<TransitionAnimation>]
    /// `reduce-motion [TRANSITION] ANIMATION`.
    public var reduceMotion: [Located<ReduceMotionRule>]
    /// `backdrop dim OPACITY [at POSITION]`.
    public var backdropDims: [Located<BackdropDim>]
    /// `backdrop tap ...`.
    public var backdropTap: Located<TapBehaviour>?
    /// `escape ...`.
    public var escape: Located<EscapeBehaviour>?
    /// `button NAME ...`.
    public var buttons: [Located<DesignButton>]
    /// `haptic EVENT STYLE`.
    public var haptics: [Located<DesignHaptic>]
    /// `draw scale|opacity = EXPRESSION`.
    public var drawnValues: [Located<DrawnValue>]
    /// `action automatic|dismiss|pop|custom` (edge).
    public var action: Located<EdgeAction>?
    /// `quirk NAME source "TEXT"`.
    public var quirks: [Located<DesignQuirkNote>]
    /// The file's name as `explain` cites it (`maps-sheet.design`); nil for a design made in code,
    /// which is cited by the path `design=` wrote.
    public var fileName: String?

    /// Creates a design with a name and a family and nothing else declared.
    public init(name: Located<String>, family: Located<DesignFamily>) {
        self.name = name
        self.family = family
        self.release = []
        self.animations = []
        self.reduceMotion = []
        self.backdropDims = []
        self.buttons = []
        self.haptics = []
        self.drawnValues = []
        self.quirks = []
    }

    /// The projection `predicted` uses: the declared one, else SwiftUI's.
    public var effectiveProjection: DesignProjection { projection?.value ?? .swiftUI }

    /// The declared positions, lowest first; empty when `positions` is not written.
    public var positions: [Located<DesignPosition>] { positionsStatement?.value ?? [] }

    /// The index of the declared position named `name`.
    public func positionIndex(named name: String) -> Int? {
        positions.firstIndex { $0.value.name == name }
    }
}

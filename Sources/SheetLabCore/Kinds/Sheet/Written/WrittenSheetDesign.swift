/// A sheet written as a design file (`new sheet s design=checkout.design`): `PanelSheetMachine`
/// asks it, as it asks a peer library's design, where the sheet rests, how it follows the finger
/// and what a release decides, and it answers from the file's statements (docs/design-language.md).
///
/// Positions keep the file's order (lowest first), so that `position`, `snap to` and `next`
/// index them as the file does. The dismissed top is the screen's bottom edge.
///
/// A class, immutable: the machine asks it through `any PanelDesign` at every frame, and a
/// reference fits the existential's inline buffer where the design's value would be boxed on
/// the heap each time (`scripts/allocation-check`).
public final class WrittenSheetDesign: Sendable, Hashable {
    /// The design as read and checked.
    public let design: Design
    /// The path as `design=` wrote it, as `inspect` prints the parameter.
    public let path: String

    /// Creates one.
    public init(design: Design, path: String) {
        self.design = design
        self.path = path
    }

    public static func == (lhs: WrittenSheetDesign, rhs: WrittenSheetDesign) -> Bool {
        lhs === rhs || (lhs.path == rhs.path && lhs.design == rhs.design)
    }

    /// The path and the design's name: `explore` hashes every state, and a machine's design never
    /// changes, so hashing the whole design would only cost (equal designs still hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(design.name.value)
    }

    /// The file's name, as `explain` cites it: the path's last component.
    public var fileName: String { design.citedName(path: path) }

    /// `explain`'s citation of the statement at `location`.
    func citation(_ location: DesignLocation) -> DesignVerdict.Citation {
        DesignVerdict.Citation(file: fileName, line: location.line)
    }

    /// The height of the handle row a `drag on handle` sheet takes touches on, pt: the seeds'
    /// grabber and its padding (10 + 5 + 20, bottom-sheets-with-detents.txt:241).
    static let handleHeight = 35.0

    /// The animation of `transition`, or what reduce motion replaces it with; nil is a jump.
    func animation(_ transition: DesignTransition, in environment: Environment) -> Animation? {
        design.animation(transition, in: environment)
    }

    /// The readings of a release or of `armed` with the sheet's top at `top`.
    func readings(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> DesignReadings {
        let restTop = positions.indices.contains(selected) ? positions[selected].top : drag.top
        let span = dismissedTop(in: environment) - restTop
        return DesignReadings(
            translation: drag.lastDy, velocity: velocity, height: environment.screenHeight - drag.top,
            offset: drag.top - restTop, top: drag.top, progress: span != 0 ? (drag.top - restTop) / span : 0,
            screenWidth: environment.screenWidth, screenHeight: environment.screenHeight, positionIndex: selected)
    }

    /// The index of the position named `name`; the current one for a name the checker would refuse.
    func index(of name: String, selected: Int) -> Int {
        design.positionIndex(named: name) ?? selected
    }
}

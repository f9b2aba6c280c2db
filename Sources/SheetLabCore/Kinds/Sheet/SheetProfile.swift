/// One design a `sheet` follows (`new sheet s profile=NAME`): a value the sheet's machine reads
/// for its rules, animations, buttons, parameters and transition table (seed:
/// bottom-sheets-with-detents.txt).
///
/// The seed's designs are read by `SheetMachine`, the peer libraries' by `PanelSheetMachine`; each
/// holds the profile's name and asks this value what to do. A new design costs a value here and its rules.
public struct SheetProfile: Sendable, Hashable {
    /// The profiles, as `profile=` spells them.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// `MultiHeightBottomSheet`: the frame height follows the drag, snaps to detents (the default).
        case multiHeight = "multi-height"
        /// `CustomBottomSheet`: one height, offset down by the drag.
        case custom
        /// `ActionBottomSheet`: action buttons and Cancel, no drag.
        case action
        /// `FilterBottomSheet`: Reset, Done and Apply, no drag.
        case filter
        /// scenee/FloatingPanel's bottom panel: full, half and tip anchors (issue 17).
        case floatingPanel = "floatingpanel"
        /// material-components-android's BottomSheetBehavior in a BottomSheetDialog (issue 17).
        case material
        /// slackhq/PanModal's short and long forms (issue 17).
        case panModal = "panmodal"
        /// gorhom/react-native-bottom-sheet's BottomSheetModal (issue 17).
        case gorhom
        /// A sheet written as a design file (`new sheet s design=FILE`, issue 31); not a value of
        /// `profile=`.
        case designFile = "design-file"
    }

    /// How the content follows a drag.
    public enum DragRule: Sendable, Hashable {
        /// `.frame(height: currentDetent.height + offset)` with `offset = -translation.height`.
        case frameHeight
        /// `.offset(y: offset)` with `offset = max(0, translation + lastOffset)`.
        case downwardOffset
        /// No `DragGesture` on the content: touches on it are ignored.
        case none
        /// A peer library moves the whole sheet as its rules say (`PanelDesign`).
        case panel
    }

    /// How tall the content is when it rests.
    public enum Size: Sendable, Hashable {
        /// The selected detent's height (`detents=`).
        case detent
        /// The `height` parameter.
        case heightParameter
        /// `actions + 1` button rows (Cancel included), the group spacing and the padding.
        case actionRows
        /// A fraction of the screen height: `.frame(maxHeight: UIScreen.main.bounds.height * f)`.
        case screenFraction(Double)
        /// Where a peer library's rules put its top (`PanelDesign.positions`).
        case panel
    }

    /// Which buttons the content has.
    public enum Buttons: Sendable, Hashable {
        case none
        /// `action 1` ... `action N` (N = `actions`) and `cancel`.
        case actions
        /// `reset`, `done`, `apply`.
        case filter
    }

    public let name: Name
    /// Other spellings `profile=` accepts (`seed` for the default, as the peer-profiles issue names it).
    public let aliases: [String]
    /// The seed component the profile copies, as the seed names it.
    public let seedDesign: String
    /// One line for `help sheet`.
    public let summary: String
    public let drag: DragRule
    public let size: Size
    public let buttons: Buttons
    /// The spring of the ZStack's `.animation(_:value: isPresented)`, which every presentation and
    /// every exit uses whatever `withAnimation` asked for; and how the seed spells it.
    public let presentationSpring: Spring
    public let presentationSpelling: String
    /// Where the seed sets the ZStack's animation (cited by `explain`).
    public let presentationSource: String
    /// The seed line a release decision follows; empty without a drag.
    public let releaseSource: String
    /// The seed line of the backdrop tap.
    public let tapSource: String
    /// Where escape comes from: the seeds have no escape action; docs/models.md routes it to the dismissal.
    public let escapeSource: String
    /// What every exit of this profile does that the seed's code does not say at first sight, if anything.
    public let leaveQuirk: String?
    /// The parameters the profile reads, in the order `help sheet` lists them (`profile` aside).
    public let parameterTable: [ParameterInfo]
    /// Every phase change the profile can make.
    public let transitionTable: [TransitionRule]
    /// A peer library's parameters at their defaults; nil for the seed's designs.
    public let panel: PanelConfiguration?

    /// A design with everything a profile says; `panel` only for a peer library's.
    init(
        name: Name, aliases: [String], seedDesign: String, summary: String, drag: DragRule, size: Size,
        buttons: Buttons, presentationSpring: Spring, presentationSpelling: String, presentationSource: String,
        releaseSource: String, tapSource: String, escapeSource: String, leaveQuirk: String?,
        parameterTable: [ParameterInfo], transitionTable: [TransitionRule], panel: PanelConfiguration? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.seedDesign = seedDesign
        self.summary = summary
        self.drag = drag
        self.size = size
        self.buttons = buttons
        self.presentationSpring = presentationSpring
        self.presentationSpelling = presentationSpelling
        self.presentationSource = presentationSource
        self.releaseSource = releaseSource
        self.tapSource = tapSource
        self.escapeSource = escapeSource
        self.leaveQuirk = leaveQuirk
        self.parameterTable = parameterTable
        self.transitionTable = transitionTable
        self.panel = panel
    }

    /// The profile called `name`; inlined, so that a caller reading one property of it copies no
    /// more than that property.
    @inline(__always)
    public static func named(_ name: Name) -> SheetProfile {
        switch name {
        case .multiHeight: multiHeight
        case .custom: custom
        case .action: action
        case .filter: filter
        case .floatingPanel: floatingPanel
        case .material: material
        case .panModal: panModal
        case .gorhom: gorhom
        case .designFile: designFile
        }
    }

    /// The drag rule of the profile called `name`, read from its table entry alone: `profile.drag`
    /// copied the whole profile (its tables and strings) at every frame that reads `progress`.
    public static func dragRule(of name: Name) -> DragRule {
        switch name {
        case .multiHeight: multiHeight.drag
        case .custom: custom.drag
        case .action: action.drag
        case .filter: filter.drag
        case .floatingPanel: floatingPanel.drag
        case .material: material.drag
        case .panModal: panModal.drag
        case .gorhom: gorhom.drag
        case .designFile: designFile.drag
        }
    }

    /// Every profile `profile=` chooses, in `Name` order (a design file's sheet is chosen by `design=`).
    public static var all: [SheetProfile] { Name.allCases.filter { $0 != .designFile }.map(named) }

    /// The profile `text` names (its name or an alias), if any.
    public static func parse(_ text: String) -> Name? {
        all.first { $0.name.rawValue == text || $0.aliases.contains(text) }?.name
    }

    /// Every spelling `profile=` accepts, names first.
    public static var spellings: [String] { all.map(\.name.rawValue) + all.flatMap(\.aliases) }

    /// `MultiHeightBottomSheet` with the native sheet's options (docs/models.md#sheet).
    public static let multiHeight = SheetProfile(
        name: .multiHeight, aliases: ["seed"], seedDesign: "MultiHeightBottomSheet",
        summary: "snaps between detents; a low release or a long predicted flick dismisses",
        drag: .frameHeight, size: .detent, buttons: .none,
        presentationSpring: Spring(response: 0.3, dampingFraction: 0.8),
        presentationSpelling: "spring(response: 0.3, dampingFraction: 0.8)",
        presentationSource: "seed MultiHeightBottomSheet .animation(.spring(response: 0.3, dampingFraction: 0.8), "
            + "value: isPresented)",
        releaseSource: "seed MultiHeightBottomSheet.dragGesture.onEnded",
        tapSource: "seed MultiHeightBottomSheet backdrop .onTapGesture { dismiss() }",
        escapeSource: "sheetlab: the accessibility escape calls the seed's dismiss()",
        leaveQuirk: "dismiss() uses withAnimation(.spring()), but the ZStack's .animation(spring(response: 0.3, "
            + "dampingFraction: 0.8), value: isPresented) overrides it",
        parameterTable: SheetParameters.multiHeightTable, transitionTable: SheetMachine.multiHeightTransitions)

    /// `CustomBottomSheet`, the seed's "Basic Custom Bottom Sheet" (issue 19).
    public static let custom = SheetProfile(
        name: .custom, aliases: [], seedDesign: "CustomBottomSheet",
        summary: "one height, offset down by the drag; offset > 150 or predicted > 200 dismisses",
        drag: .downwardOffset, size: .heightParameter, buttons: .none,
        presentationSpring: .spring(), presentationSpelling: "spring()",
        presentationSource: "seed CustomBottomSheet .animation(.spring(), value: isPresented)",
        releaseSource: "seed CustomBottomSheet DragGesture().onEnded",
        tapSource: "seed CustomBottomSheet backdrop .onTapGesture { withAnimation(.spring()) { isPresented = false } }",
        escapeSource: "sheetlab: the accessibility escape dismisses as the seed's backdrop tap does "
            + "(CustomBottomSheet has no escape action; docs/models.md#sheet)",
        leaveQuirk: nil,
        parameterTable: SheetParameters.customTable, transitionTable: SheetMachine.customTransitions)

    /// `ActionBottomSheet`: its buttons and the backdrop dismiss; no drag.
    public static let action = SheetProfile(
        name: .action, aliases: [], seedDesign: "ActionBottomSheet",
        summary: "action buttons and Cancel; each button and a backdrop tap dismiss; no drag",
        drag: .none, size: .actionRows, buttons: .actions,
        presentationSpring: .spring(), presentationSpelling: "spring()",
        presentationSource: "seed ActionBottomSheet .animation(.spring(), value: isPresented)",
        releaseSource: "",
        tapSource: "seed ActionBottomSheet backdrop .onTapGesture { withAnimation { isPresented = false } }",
        escapeSource: "sheetlab: the accessibility escape dismisses as the seed's backdrop tap does "
            + "(ActionBottomSheet has no escape action; docs/models.md#sheet)",
        leaveQuirk: defaultAnimationOverridden,
        parameterTable: SheetParameters.actionTable, transitionTable: SheetMachine.buttonTransitions)

    /// `FilterBottomSheet`: Done, Apply and the backdrop dismiss, Reset does not; no drag.
    public static let filter = SheetProfile(
        name: .filter, aliases: [], seedDesign: "FilterBottomSheet",
        summary: "Reset, Done and Apply; Done, Apply and a backdrop tap dismiss; no drag",
        drag: .none, size: .screenFraction(0.7), buttons: .filter,
        presentationSpring: .spring(), presentationSpelling: "spring()",
        presentationSource: "seed FilterBottomSheet .animation(.spring(), value: isPresented)",
        releaseSource: "",
        tapSource: "seed FilterBottomSheet backdrop .onTapGesture { withAnimation { isPresented = false } }",
        escapeSource: "sheetlab: the accessibility escape dismisses as the seed's backdrop tap does "
            + "(FilterBottomSheet has no escape action; docs/models.md#sheet)",
        leaveQuirk: defaultAnimationOverridden,
        parameterTable: SheetParameters.filterTable, transitionTable: SheetMachine.buttonTransitions)

    /// How `Animation.default` is spelled (`Spring.defaultAnimation`).
    static let defaultAnimationSpelling = "spring(response: 0.55, dampingFraction: 1.0)"

    /// The action and filter sheets' `withAnimation { }` (no argument) against their ZStack's
    /// `.animation(.spring(), value: isPresented)`, which wins: OpenSwiftUI `_AnimationModifier`
    /// (AnimationModifier.swift, `ChildTransaction`) sets the transaction's animation whenever the
    /// value changed, unless animations are disabled.
    static let defaultAnimationOverridden =
        "withAnimation { } asks for SwiftUI's default animation, \(defaultAnimationSpelling) since iOS 17, "
        + "but the ZStack's .animation(.spring(), value: isPresented) overrides it (a changed value sets the "
        + "transaction's animation): the sheet leaves with spring()"

    /// The buttons the content has with `actions` action buttons, in the seed's order.
    public func buttonNames(actions: Int) -> [String] {
        switch buttons {
        case .none: []
        case .actions: (0..<max(actions, 0)).map { "action \($0 + 1)" } + ["cancel"]
        case .filter: ["reset", "done", "apply"]
        }
    }
}

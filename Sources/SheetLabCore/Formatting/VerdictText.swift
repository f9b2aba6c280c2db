/// A decision in words, as `explain`, the log, `compare` and `sweep` print it: the one place a
/// verdict becomes text.
///
/// Numbers print as the comparison rounded them, through `ComparisonText`
/// (docs/models.md#shared-rules, Comparisons).
public struct VerdictText: Sendable, Hashable {
    /// The outcome in a few words: `dismiss`, `cancel`, `snap to large`, `commit (pop)`, `ignored`.
    public var outcome: String
    /// What decided it, as the transition line's cause prints it after `release: `
    /// (`translation 200.0 >= threshold 140.0`).
    public var reason: String
    /// The rule's source (`seed DragToDismissScreenMath.shouldDismiss`).
    public var source: String
    /// Every comparison the rule made, held or not
    /// (`predicted 286.0 >= fling-factor 2 x threshold 140.0 = 280.0`).
    public var comparisons: [String]
    public var quirks: [String]
    /// Whose quirks they are, as `explain` labels them: `seed`, or `library` for a peer profile.
    public var quirkOwner: String
    public var otherMotionSetting: String?
    public var readings: [String]
}

extension VerdictText {
    public init(_ decision: Decision) {
        outcome = Self.outcome(decision.outcome)
        reason = Self.reason(decision.reason)
        source = Self.source(decision.source)
        comparisons = decision.comparisons.map(Self.step)
        quirks = decision.quirks.map(Self.quirk)
        quirkOwner = decision.quirkOwner.rawValue
        otherMotionSetting = decision.otherMotionSetting.map(Self.motionAlternative)
        readings = decision.readings.map(Self.reading)
    }
}

extension Decision {
    /// The decision in words.
    public var text: VerdictText { VerdictText(self) }
}

extension TransitionCause: CustomStringConvertible {
    /// The cause as the transition line prints it in parentheses.
    public var description: String {
        switch self {
        case .release(let reason): "release: " + VerdictText.reason(reason)
        case .escape: "escape"
        case .backdropTap: "backdrop tap"
        case .press(let button): "press \(button)"
        case .set(let parameter): "set \(parameter)"
        }
    }
}

extension VerdictText {
    public static func outcome(_ outcome: Decision.Outcome) -> String {
        switch outcome {
        case .dismiss: "dismiss"
        case .cancel: "cancel"
        case .cancelNothingToMoveBack: "cancel (nothing to move back)"
        case .ignored: "ignored"
        case .commit(let action): "commit (\(action.rawValue))"
        case .action(let action): "action \(action.rawValue)"
        case .snap(let detent): "snap to \(detent.spelling)"
        case .snapBack(let detent): "snap back to \(detent.spelling) (no animation)"
        case .springBack: "spring back"
        case .stayAtZero: "stay (offset already 0)"
        case .passesThrough: "passes through (no dismiss)"
        case .stay: "stay"
        case .restAt(let position): "rest at \(position)"
        case .moveTo(let position): "move to \(position)"
        }
    }

    public static func reason(_ reason: Decision.Reason) -> String {
        switch reason {
        case .comparison(let comparison): Self.comparison(comparison)
        case .both(let first, let second): Self.comparison(first) + " and " + Self.comparison(second)
        case .neither(let first, let second): Self.comparison(first) + ", " + Self.comparison(second)
        case .escape: "escape"
        case .backdropTap: "backdrop tap"
        case .hitTestingFalse(let phase): "hit-testing false while \(phase.rawValue)"
        case .enabledFalse: "enabled false"
        case .closeButton(.content): "the Close button calls dismiss()"
        case .closeButton(.modifier): "the Close button calls the host's dismissal"
        case .backGesture(let state, let triggerThreshold):
            switch state {
            case .active: "gesture state ACTIVE: triggerBack true"
            case .entry: "gesture state ENTRY: never past trigger-threshold \(ComparisonText.plain(triggerThreshold))"
            case .inactive:
                "gesture state INACTIVE: un-triggered by travel back toward the edge or a mostly vertical drag"
            }
        case .nearestDetent(let detent, let distance, let isCurrent, let dismissDisabled):
            (dismissDisabled ? "dismiss disabled: " : "")
                + "nearest detent \(detent.spelling) at distance \(ComparisonText.points(distance))"
                + (isCurrent ? " is the current detent" : "")
        case .dismissDisabled: "dismiss disabled"
        case .passesThrough(let selected, let height, let through, let limitHeight):
            passesThrough(selected: selected, height: height, through: through, limitHeight: limitHeight)
        case .noDragGesture(let profile): "\(SheetProfile.named(profile).seedDesign) attaches no DragGesture"
        case .resetOnly: "Reset only empties the selected filters"
        case .buttonDismisses(let button): "the button \(button) dismisses"
        case .libraryIgnores(let trigger): "the library ignores the \(trigger.rawValue)"
        case .libraryRefuses(let refusal): libraryRefusal(refusal)
        case .panModal(let verdict, let target): panModalReason(verdict, target: target)
        case .gorhomNearest(let point, let candidate): "nearest point \(ComparisonText.points(point)): \(candidate)"
        case .gorhomBackdropSnap(let name): "backdrop tap: snap to \(name)"
        case .floatingPanel(let verdict): floatingPanelVerdict(verdict)
        case .material(let verdict, let target): materialReason(verdict, target: target)
        case .materialBackCollapses: "back: not hideable, collapse"
        case .designClause(let clause): designClause(clause)
        case .designControl(let control): designControl(control)
        }
    }

    public static func source(_ source: Decision.Source) -> String {
        switch source {
        case .screenRelease: "seed DragToDismissScreenMath.shouldDismiss"
        case .screenEscape: "seed .accessibilityAction(.escape) { dismiss(from: 0) }"
        case .screenHitTesting:
            "seed .allowsHitTesting(!isDismissing); docs/models.md#shared-rules: no escape while presenting, "
                + "committing or dismissed"
        case .modalRelease(.content): "seed CustomModalContent DragGesture.onEnded"
        case .modalRelease(.modifier): "seed SwipeToDismissModifier DragGesture.onEnded"
        case .modalEscape(let variant):
            modalDismissalSource(variant) + " (the seed has no escape action; docs/models.md#modal routes it there)"
        case .modalClose(.content): "seed CustomModalContent Button(\"Close\") { dismiss() }"
        case .modalClose(.modifier):
            "seed SwipeToDismissModifier usage: the Close button \"you should provide in the UI\" calls the "
                + "host's withAnimation(.spring()) { isPresented = false }"
        case .modalBackdropTap: "seed CustomSwipeToDismissView backdrop .onTapGesture { closeModal() }"
        case .pressWhileHidden: "docs/models.md#shared-rules: no touches while presenting, committing or dismissed"
        case .modalRequestWhileHidden:
            "docs/models.md#shared-rules: no escape or backdrop tap while presenting, committing or dismissed"
        case .edgeRelease:
            "seed EdgeSwipeBack behavior: triggerDistance, velocityThreshold (a fling back towards the edge always "
                + "cancels), minimumFlingDistance"
        case .edgeEscape: "sheetlab: the accessibility escape performs the edge action without the indicator"
        case .predictiveBack:
            "aosp-mirror/platform_frameworks_base packages/SystemUI/src/com/android/systemui/navigationbar/gestural/"
                + "BackPanelController.kt onMotionEvent (ACTION_UP: ACTIVE goes back, else cancels), "
                + "updateArrowStateOnMove; core/java/android/window/BackTouchTracker.java getProgress; "
                + "material-components/material-components-android lib/java/com/google/android/material/motion/"
                + "MaterialBottomContainerBackHelper.java finishBackProgressNotPersistent, cancelBackProgress"
        case .sheetRelease(let profile): SheetProfile.named(profile).releaseSource
        case .sheetEscape(let profile): SheetProfile.named(profile).escapeSource
        case .sheetBackdropTap(let profile): SheetProfile.named(profile).tapSource
        case .backgroundInteraction(let through):
            "presentationBackgroundInteraction(.enabled(upThrough: \(through.spelling)))"
        case .sheetWithoutGesture(let profile):
            "seed \(SheetProfile.named(profile).seedDesign): Buttons, and .onTapGesture on the backdrop only"
        case .sheetButton(let profile, let button): sheetButtonSource(SheetProfile.named(profile).seedDesign, button)
        case .panModal(let function): panModalSource(function)
        case .gorhom(let function): gorhomSource(function)
        case .floatingPanel(let function): floatingPanelSource(function)
        case .material(let function): materialSource(function)
        case .designFile(let citation): citation.description
        }
    }

    /// The modal variant's dismissal, as its source names it.
    static func modalDismissalSource(_ variant: ModalParameters.Variant) -> String {
        switch variant {
        case .content: "seed CustomModalContent.dismiss()"
        case .modifier:
            "seed SwipeToDismissModifier onDismiss(), the host's withAnimation(.spring()) { isPresented = false }"
        }
    }

    /// `selected medium 437.0 <= through large 786.6`.
    static func passesThrough(selected: SheetDetent, height: Double, through: SheetDetent, limitHeight: Double)
        -> String
    {
        "selected \(selected.spelling) \(ComparisonText.points(height)) <= through \(through.spelling) "
            + ComparisonText.points(limitHeight)
    }

    /// The source of a seed sheet's button: Reset, an action button, or one that only dismisses.
    static func sheetButtonSource(_ design: String, _ button: String) -> String {
        if button == "reset" { return "seed \(design) Button(\"Reset\") { selectedFilters.removeAll() }" }
        if button.hasPrefix("action ") {
            return "seed \(design) action Button { action.action(); withAnimation { isPresented = false } }"
        }
        let label = sheetButtonLabels[button] ?? button
        return "seed \(design) \(label) button: withAnimation { isPresented = false }"
    }

    /// The seed's labels of the buttons that only dismiss.
    static let sheetButtonLabels = ["cancel": "\"Cancel\"", "done": "\"Done\"", "apply": "\"Apply Filters (N)\""]
}

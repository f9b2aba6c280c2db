extension Decision {
    /// What the decision did.
    public enum Outcome: Sendable, Hashable {
        case dismiss
        case cancel
        /// A cancel whose spring had nothing to move back (the offset was already 0).
        case cancelNothingToMoveBack
        case ignored
        /// The edge's commit of its action at a release.
        case commit(EdgeMachine.ResolvedAction)
        /// The edge's action at an escape, at once.
        case action(EdgeMachine.ResolvedAction)
        /// The sheet snaps to another detent.
        case snap(SheetDetent)
        /// The sheet jumps back to its own detent, unanimated.
        case snapBack(SheetDetent)
        /// The custom sheet springs its offset back to 0.
        case springBack
        /// The custom sheet's offset is already 0.
        case stayAtZero
        /// A backdrop tap passes through to what is behind the sheet.
        case passesThrough
        /// A button that changes state and keeps the sheet presented.
        case stay
        /// A peer library's sheet rests at the named position it is already at.
        case restAt(String)
        /// A peer library's sheet moves to the named position.
        case moveTo(String)
    }

    /// What decided it.
    public enum Reason: Sendable, Hashable {
        /// One comparison decided.
        case comparison(Comparison)
        /// Both comparisons held, and together decided.
        case both(Comparison, Comparison)
        /// Neither comparison held.
        case neither(Comparison, Comparison)
        case escape
        case backdropTap
        /// The content takes no touches in this phase.
        case hitTestingFalse(Phase)
        /// The edge's `enabled` is false.
        case enabledFalse
        /// The modal's Close button, calling the variant's dismissal.
        case closeButton(ModalParameters.Variant)
        /// Android's back gesture state at the release, and the trigger threshold it was compared with.
        case backGesture(BackTracking.State, triggerThreshold: Double)
        /// The detent nearest the model height, at `distance`; the current one or not, and whether a
        /// dismissal was refused first.
        case nearestDetent(SheetDetent, distance: Double, isCurrent: Bool, dismissDisabled: Bool)
        /// `dismiss=disabled`.
        case dismissDisabled
        /// The backdrop passes touches through while the selected detent is at or below `through`.
        case passesThrough(selected: SheetDetent, height: Double, through: SheetDetent, limitHeight: Double)
        /// The profile's seed attaches no drag gesture to its content.
        case noDragGesture(SheetProfile.Name)
        /// The filter sheet's Reset button only empties the selection.
        case resetOnly
        /// A button that dismisses.
        case buttonDismisses(String)
        /// A peer library answers no escape or backdrop tap here.
        case libraryIgnores(Trigger)
        /// A peer library answers no escape or backdrop tap, for this reason.
        case libraryRefuses(LibraryRefusal)
        /// The branch of PanModal's release rule, and the position it goes to (nil: dismiss).
        case panModal(PanModalDecision.Verdict, target: String?)
        /// gorhom's snap: the candidate nearest the projected point.
        case gorhomNearest(point: Double, candidate: String)
        /// gorhom's backdrop `pressBehavior` snaps to the named snap point.
        case gorhomBackdropSnap(String)
        /// What decided FloatingPanel's release.
        case floatingPanel(FloatingPanelDecision.Verdict)
        /// The branch of Material's `onViewReleased`, and the state it goes to (nil: hidden).
        case material(MaterialDecision.Verdict, target: MaterialDesign.State?)
        /// Material's back on a sheet that cannot hide: collapse.
        case materialBackCollapses
        /// A design file's release clause.
        case designClause(DesignVerdict.Clause)
        /// A design file's escape, backdrop tap or button statement.
        case designControl(DesignVerdict.Control)
    }

    /// Where the rule that decided comes from.
    public enum Source: Sendable, Hashable {
        /// The seed's `DragToDismissScreenMath.shouldDismiss`.
        case screenRelease
        /// The seed's escape action, `dismiss(from: 0)`.
        case screenEscape
        /// The seed's `allowsHitTesting`, which takes no escape while the page moves on its own.
        case screenHitTesting
        /// The variant's `DragGesture.onEnded`.
        case modalRelease(ModalParameters.Variant)
        /// The variant's dismissal, where docs/models.md#modal routes an escape.
        case modalEscape(ModalParameters.Variant)
        /// The variant's Close button.
        case modalClose(ModalParameters.Variant)
        /// The backdrop's `onTapGesture { closeModal() }`.
        case modalBackdropTap
        /// No touches while the content moves on its own.
        case pressWhileHidden
        /// No escape or backdrop tap while the modal moves on its own.
        case modalRequestWhileHidden
        /// EdgeSwipeBack's release behaviour.
        case edgeRelease
        /// sheetlab's escape of the edge.
        case edgeEscape
        /// Android's predictive back.
        case predictiveBack
        /// The sheet profile's release rule.
        case sheetRelease(SheetProfile.Name)
        /// The sheet profile's escape.
        case sheetEscape(SheetProfile.Name)
        /// The sheet profile's backdrop tap.
        case sheetBackdropTap(SheetProfile.Name)
        /// `presentationBackgroundInteraction(.enabled(upThrough:))`.
        case backgroundInteraction(SheetDetent)
        /// A seed sheet with buttons and no drag gesture.
        case sheetWithoutGesture(SheetProfile.Name)
        /// A seed sheet's button.
        case sheetButton(SheetProfile.Name, button: String)
        /// PanModal's `PanModalPresentationController` function.
        case panModal(PanModalDecision.Function)
        /// gorhom's function.
        case gorhom(GorhomDecision.Function)
        /// FloatingPanel's function.
        case floatingPanel(FloatingPanelDecision.Function)
        /// Material's function.
        case material(MaterialDecision.Function)
        /// A design file's statement.
        case designFile(DesignVerdict.Citation)
    }
}

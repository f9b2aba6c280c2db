extension Decision {
    /// One step of a rule as `explain` lists it under `compared:`: a comparison, or what the rule
    /// did with the numbers it read.
    public enum Step: Sendable, Hashable {
        case comparison(Comparison)
        /// An escape cancelled the screen's drag: the live offset drops to 0 without animation.
        case liveOffsetDropped(Double)
        /// The screen's `dismiss(from: 0)`.
        case dismissFromZero
        /// An escape, tap or press cancelled the modal's drag: no `onEnded`, `dragOffset` stays.
        case dragOffsetStays(Double)
        /// The Close button is a second finger while the dragging one is down.
        case secondFinger
        /// The modal's dismissal: `dismiss()` resets the offset; the modifier's leaves `offset`.
        case modalDismissal(resetsOffset: Bool, offset: Double)
        /// The backdrop's `closeModal()`.
        case closeModal
        /// A button pressed while the content takes no touches.
        case pressWhileHidden(button: String)
        /// The edge's `enabled` is false.
        case enabledFalse
        /// An escape cancelled the edge's touch, begun as a drag or not.
        case edgeTouchCancelled(dragBegun: Bool)
        /// `action automatic` resolved by the stack.
        case automaticAction(stack: Int)
        case action(EdgeMachine.ResolvedAction)
        /// A pop at the root pops nothing.
        case rootPopsNothing
        case actionTiming(EdgeParameters.ActionTiming)
        /// Android's back gesture state at the release.
        case backGestureState(BackTracking.State)
        /// Android's back progress and the distances it was measured against.
        case backProgress(Double, linearDistance: Double, maximumDistance: Double, density: Double)
        /// Android's cancel: progress to 0 over `cancel-duration`, s.
        case backCancel(seconds: Double)
        /// Material's hide animation, lasting `seconds`.
        case backHide(seconds: Double)
        /// The drawn height, when it differs from the model height the sheet's rule reads.
        case drawnHeight(Double, modelHeight: Double)
        /// The distance from the model height to one detent.
        case detentDistance(SheetDetent, detentHeight: Double, height: Double, distance: Double)
        /// `dismiss=disabled` turned a dismissal into a snap.
        case dismissDisabledSnaps
        /// The custom sheet's drawn offset, when it differs from the offset its rule reads.
        case drawnOffset(Double, offset: Double)
        /// `dismiss=disabled`.
        case dismissDisabled
        /// The backdrop passes touches through.
        case passesThrough(selected: SheetDetent, height: Double, through: SheetDetent, limitHeight: Double)
        /// An escape, tap or press cancelled a touch before its drag began.
        case touchCancelledBeforeBegin
        /// An escape, tap or press cancelled the custom sheet's drag: `offset` stays.
        case offsetStays(Double)
        /// An escape, tap or press cancelled the multi-height sheet's drag: `offset` stays, the height frozen.
        case offsetStaysHeightFrozen(Double, height: Double)
        /// A drag on a sheet without a drag gesture.
        case noDragGesture
        /// The filter sheet's Reset.
        case reset
        /// A sheet's button and what it runs.
        case sheetButton(String)
        /// A peer library answers no escape or backdrop tap here.
        case libraryIgnores(Trigger)
        /// Why a peer library answers no escape or backdrop tap here.
        case libraryRefuses(LibraryRefusal)
        /// A step of PanModal's rules.
        case panModal(PanModalDecision.Step)
        /// A step of gorhom's rules.
        case gorhom(GorhomDecision.Step)
        /// A step of FloatingPanel's rules.
        case floatingPanel(FloatingPanelDecision.Step)
        /// A step of Material's rules.
        case material(MaterialDecision.Step)
        /// A comparison of a design file's release clause, and where the clause is written.
        case designComparison(DesignComparisonRecord, DesignVerdict.Citation)
        /// A design file's clause that decided without a condition, or a statement that answered.
        case designStatement(String, DesignVerdict.Citation)
    }

    /// A seed's or library's quirk that decided or shaped the outcome.
    public enum Quirk: Sendable, Hashable {
        /// The modal kept `dragOffset` from an earlier sample: the finger ended at or above its start.
        case modalStaleOffset(dy: Double, offset: Double)
        /// The modifier's dismissal leaves the modal's offset where the drag left it.
        case modalKeptOffset(offset: Double)
        /// `pop` with a stack of 1 pops nothing.
        case rootPop
        /// The multi-height seed calls `predictedEndTranslation` a velocity.
        case predictedCalledVelocity
        /// The multi-height seed animates only a changed detent, so a snap back jumps.
        case sameDetentJump
        /// A detent taller than the safe-area container.
        case tallDetent(SheetDetent, height: Double, container: Double, safeAreaTop: Double)
        /// The profile's quirk of every exit.
        case profileLeave(SheetProfile.Name)
        /// The custom sheet leaves from its kept offset.
        case keptOffset(Double)
        /// The custom seed calls `predictedEndTranslation.height` a velocity.
        case offsetPredictedCalledVelocity
        /// The custom seed's `lastOffset` is 0 at every release: a drag begun during the spring back.
        case lastOffset(grabbedAt: Double)
        /// `dismiss=disabled`: nothing dismisses.
        case dismissDisabled
        /// A quirk of gorhom's release.
        case gorhom(GorhomDecision.Quirk)
        /// A quirk of FloatingPanel.
        case floatingPanel(FloatingPanelDecision.Quirk)
    }

    /// What the other reduce-motion setting would have done, given the setting now.
    public enum MotionAlternative: Sendable, Hashable {
        /// The screen's cancel: a spring back, or a jump without one.
        case screenCancel(reduceMotion: Bool)
        /// The screen's dismissal from `offset` to `target`.
        case screenDismiss(offset: Double, target: Double, reduceMotion: Bool)
        /// A modal animation, or `easeOut(duration: 0.2)` under reduce motion.
        case modal(ModalMachine.SeedAnimation, reduceMotion: Bool)
        /// The sheet profile's spring, or `easeOut(duration: 0.2)` under reduce motion.
        case sheet(SheetProfile.Name, reduceMotion: Bool)
        /// The edge's timing under the other setting (`then`) instead of the one now.
        case edgeTiming(now: EdgeTiming, then: EdgeTiming, reduceMotionThen: Bool)
        /// PanModal has no reduce-motion code: the other setting runs the same.
        case panModalUnchanged
        /// gorhom with `overrideReduceMotion system`: the spring, or Reanimated's jump, given the setting now.
        case gorhomSystem(reduceMotion: Bool)
        /// FloatingPanel has no reduce-motion code: the same springs run.
        case floatingPanelUnchanged
        /// `BottomSheetBehavior` and `ViewDragHelper` have no reduce-motion code: the same settle runs.
        case materialUnchanged
    }

    /// How sheetlab reads a configuration the seed names but does not define.
    public enum Reading: Sendable, Hashable {
        /// `respects-reduce-motion false` keeps a spring timing under reduce motion.
        case keptSpring(EdgeTiming, commit: Bool)
        /// `commit-effect none`: no drawn change.
        case commitEffectNone
        /// `commit-effect collapse`, with the commit timing it runs with.
        case commitEffectCollapse(EdgeTiming)
        /// `commit-effect expand`, with the commit timing it runs with.
        case commitEffectExpand(EdgeTiming)
        /// `should-begin false` guards the swipe only; an escape still acts.
        case shouldBeginEscape
    }
}

/// A peer library's rules for a `sheet` (`profile=floatingpanel|material|panmodal|gorhom`): where
/// the sheet rests, how it follows a drag, what a release decides and how it moves (issue 17).
///
/// `PanelSheetMachine` asks a design what to do; a design holds the library's parameters and
/// keeps no state of its own. Positions are the sheet's top, pt from the top of the screen, y
/// down; velocities are pt/s, down positive.
protocol PanelDesign: Sendable, Hashable {
    /// The positions on this screen, in the library's order (most expanded first).
    func positions(in environment: Environment) -> [PanelPosition]
    /// The index of the position the sheet is presented at.
    func initialIndex(in positions: [PanelPosition]) -> Int
    /// Where a dismissal moves the top (off screen, or the library's hidden position).
    func dismissedTop(in environment: Environment) -> Double
    /// The drag begins on the first sample this far from touch-down (the library's touch slop).
    var minimumDragDistance: Double { get }
    /// Whether a touch outside the sheet still drags it (PanModal's pan recognizer sits on the
    /// whole container).
    var dragsFromOutsideTheSheet: Bool { get }

    /// A sample of a begun drag: moves `drag.top` as the library moves the sheet.
    func follow(_ drag: inout PanelDrag, dy: Double, positions: [PanelPosition], in environment: Environment)
    /// The finger lifted after the drag began.
    func release(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> PanelRelease
    /// Whether a release now would dismiss, without the comparisons' text (for `armed`).
    func releaseDismisses(
        _ drag: PanelDrag, velocity: Double, selected: Int, positions: [PanelPosition], in environment: Environment
    ) -> Bool

    /// The animation from `from` to `to` after a release (velocity pt/s); nil moves at once.
    func settleAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation?
    /// The presentation from `from` (the dismissed top) to `to`.
    func presentationAnimation(from: Double, to: Double, in environment: Environment) -> Animation?
    /// The dismissal from `from` to the dismissed top `to`, with the release's velocity.
    func dismissalAnimation(from: Double, to: Double, velocity: Double, in environment: Environment) -> Animation?
    /// What reduce motion changes about a move the library animates, for `explain`; nil when nothing.
    func reduceMotionNote(in environment: Environment) -> Decision.MotionAlternative?

    /// The backdrop's opacity with the top at `top`.
    func backdrop(top: Double, positions: [PanelPosition], in environment: Environment) -> Double

    /// What a backdrop tap does now.
    func backdropTap(selected: Int, positions: [PanelPosition]) -> PanelRelease?
    /// What the accessibility escape does now; nil when the library ignores it.
    func escape(selected: Int, positions: [PanelPosition]) -> PanelRelease?

    /// The callbacks the library fires when a drag begins from position `from`.
    func dragBeganCallbacks(from: Int) -> [String]
    /// The callbacks when a release or request sends the sheet from `from` to position `to`.
    func moveStartedCallbacks(from: Int, to: Int, positions: [PanelPosition]) -> [String]
    /// The callbacks when the sheet, sent from `from`, comes to rest at `to`.
    func moveEndedCallbacks(from: Int, at to: Int, positions: [PanelPosition]) -> [String]
    /// The callbacks when a dismissal starts from `from`.
    func dismissalStartedCallbacks(from: Int) -> [String]
    /// The callbacks when the dismissal ends; the last is the one `dismissed` counts.
    func dismissalEndedCallbacks() -> [String]
    /// The haptics the presentation plays, as the library spells them.
    var presentationHaptics: [String] { get }
    /// Whether `name` is the callback that tells the host the sheet is gone (sheetlab's `onDismiss`).
    func isDismissalCallback(_ name: String) -> Bool

    // Requirements with defaults (below) that a design file's sheet answers its own way.
    /// Brings `positions`, laid out before, to this screen without making a new array, writing
    /// only what changed; false when it cannot (the caller then lays them out anew).
    func layOut(_ positions: inout [PanelPosition], in environment: Environment) -> Bool
    /// Whether a touch at `point` may begin a drag of the sheet drawn at `sheet`.
    func startsDrag(at point: Point, on sheet: Rectangle) -> Bool
    /// The buttons of the content `press` can press.
    var buttonNames: [String] { get }
    /// What a press of `button` does; nil when the design has no such button.
    func press(_ button: String, selected: Int, positions: [PanelPosition]) -> PanelRelease?
    /// How an escape or backdrop tap the design answers with nothing is recorded.
    func ignored(_ trigger: Decision.Trigger) -> (Decision.Reason, Decision.Source, [Decision.Step])?
    /// The library's name for where a dismissal leaves the sheet, which `detent` reads from the
    /// dismissal on; nil when the library has none (the sheet keeps its last position's name).
    var dismissedPositionName: String? { get }
    /// Why the library answers an escape or backdrop tap with nothing now; nil when it answers it.
    func refusal(of trigger: Decision.Trigger) -> LibraryRefusal?
    /// Why a touch-down on the sheet is refused at once; nil when it may begin a drag.
    func refusal(ofTouchAt point: Point) -> IgnoredInput.Reason?
    /// Whether a finger that touched down outside the sheet taps the backdrop when it lifts (a
    /// view's click there).
    var liftOutsideTapsBackdrop: Bool { get }
}

extension PanelDesign {
    /// Whether a touch at `point` may begin a drag of the sheet drawn at `sheet`: on the sheet, or
    /// anywhere for a library whose recognizer sits on the whole container.
    func startsDrag(at point: Point, on sheet: Rectangle) -> Bool {
        dragsFromOutsideTheSheet || sheet.contains(point)
    }

    /// The peer libraries lay their positions out anew at every frame.
    func layOut(_ positions: inout [PanelPosition], in environment: Environment) -> Bool { false }

    /// The buttons of the content `press` can press: none for the peer libraries.
    var buttonNames: [String] { [] }

    /// What a press of `button` does; nil when the design has no such button.
    func press(_ button: String, selected: Int, positions: [PanelPosition]) -> PanelRelease? { nil }

    /// How an escape or backdrop tap the design answers with nothing is recorded; nil for a peer
    /// library, whose sheet records that nothing in the library's code answers it.
    func ignored(_ trigger: Decision.Trigger) -> (Decision.Reason, Decision.Source, [Decision.Step])? { nil }

    /// No name: the sheet keeps its last position's.
    var dismissedPositionName: String? { nil }

    /// No named reason (a design file's sheet records its own through `ignored(_:)`).
    func refusal(of trigger: Decision.Trigger) -> LibraryRefusal? { nil }

    /// Every touch on the sheet may begin a drag.
    func refusal(ofTouchAt point: Point) -> IgnoredInput.Reason? { nil }

    /// A touch outside the sheet does nothing when it lifts.
    var liftOutsideTapsBackdrop: Bool { false }
}

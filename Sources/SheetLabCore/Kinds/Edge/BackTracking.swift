/// One Android back swipe as the system follows it (`profile=android`): BackTouchTracker's start
/// positions and BackPanelController's gesture state, in dp of travel away from the edge measured
/// from the touch-down (so the same for either edge).
public struct BackTracking: Sendable, Hashable {
    /// BackPanelController's `GestureState` while the finger is down.
    public enum State: String, Sendable, Hashable {
        /// Past the touch slop, short of the trigger threshold: a release cancels.
        case entry
        /// Past the trigger threshold (`setTriggerBack(true)`): a release goes back.
        case active
        /// Un-triggered by travel back toward the edge or a mostly vertical drag: a release cancels.
        case inactive
    }

    var state = State.entry
    /// BackTouchTracker's `mInitTouchX` and `mStartThresholdX`, as travel.
    var initial = 0.0
    var startThreshold = 0.0
    /// The latest travel (`mLatestTouchX`), and BackPanelController's `previousXTranslation` and
    /// `totalTouchDelta` (continuous travel in one direction).
    var latest = 0.0
    var previousTranslation = 0.0
    var totalDelta = 0.0

    /// `triggerBack`: whether a release now goes back.
    var triggersBack: Bool { state == .active }

    /// BackTouchTracker.update: moving past the start threshold toward the edge moves it (and the
    /// initial position with it), so that back restarts from there.
    mutating func update(travel: Double) {
        if travel < startThreshold {
            startThreshold = travel
            if startThreshold < initial { initial = startThreshold }
        }
        latest = travel
    }

    /// The travel BackTouchTracker.getProgress measures: from the initial position while back is
    /// triggered, else from the start threshold.
    var progressTravel: Double { latest - (triggersBack ? initial : startThreshold) }

    /// BackPanelController.handleMoveEvent and updateArrowStateOnMove for a sample with `travel`
    /// away from the edge and vertical travel `vertical`; returns the new state when it changed.
    mutating func move(travel: Double, vertical: Double, rules: PredictiveBack) -> State? {
        let translation = max(0, travel)
        let delta = translation - previousTranslation
        previousTranslation = translation
        if delta != 0 {
            totalDelta = Self.sign(delta) == Self.sign(totalDelta) ? totalDelta + delta : delta
        }
        let before = state
        switch state {
        case .entry:
            if translation > rules.triggerThreshold { state = .active }
        case .active:
            if (totalDelta < 0 && -totalDelta > rules.switchDelta) || vertical > translation * 2 {
                state = .inactive
                // BackTouchTracker.setTriggerBack(false): progress restarts from the latest touch.
                startThreshold = latest
            }
        case .inactive:
            if totalDelta > 0 && totalDelta > rules.switchDelta { state = .active }
        }
        return state == before ? nil : state
    }

    /// Kotlin's `sign`: -1, 0 or 1.
    static func sign(_ value: Double) -> Double { value > 0 ? 1 : value < 0 ? -1 : 0 }
}

/// Android's predictive back gesture as an `edge` profile (`profile=android`, issue 17): the
/// system's back-swipe thresholds, its progress curve and Material's back animation durations,
/// a value the one edge machine reads instead of EdgeSwipeBack's release rule.
///
/// Distances are in dp, which sheetlab takes as pt (both are the platform's 160 ppi-class unit);
/// `density` converts them to the px the Android sources compute in, for the readings only, so a
/// different density changes no decision (every threshold scales with it).
public struct PredictiveBack: Sendable, Hashable {
    /// `linear-distance`: BackTouchTracker's `mLinearDistance`, dp; the system passes
    /// `min(window width, navigation_edge_action_progress_threshold)`, 412 dp.
    public var linearDistance = 412.0
    /// `max-distance`: BackTouchTracker's `mMaxDistance`, dp; nil is the window's width, as the
    /// system passes it.
    public var maxDistance: Double?
    /// `non-linear-factor`: BackTouchTracker's `mNonLinearFactor` (`back_progress_non_linear_factor`, 0.2).
    public var nonLinearFactor = 0.2
    /// `trigger-threshold`: BackPanelController's `swipeTriggerThreshold`
    /// (`navigation_edge_action_drag_threshold`, 16 dp): past it the release goes back.
    public var triggerThreshold = 16.0
    /// `switch-delta`: BackPanelController's `minDeltaForSwitch`, dp: continuous travel toward the
    /// edge that un-triggers back (and away, that re-triggers it).
    public var switchDelta = 32.0
    /// `hide-duration-max`, `hide-duration-min`: MaterialBackAnimationHelper's hide durations, s
    /// (`motionDurationMedium2` 300 ms, `motionDurationShort3` 150 ms); the commit runs
    /// `lerp(max, min, progress)`.
    public var hideDurationMax = 0.3
    public var hideDurationMin = 0.15
    /// `cancel-duration`: MaterialBackAnimationHelper's `cancelDuration` (`motionDurationShort2`, 100 ms), s.
    public var cancelDuration = 0.1
    /// `density`: px per dp (DisplayMetrics.density), for the px readings.
    public var density = 2.625

    public init() {}

    /// AndroidX's `FastOutSlowInInterpolator`, `PathInterpolator(0.4, 0, 0.2, 1)`: Material's hide
    /// and reset-scale animators.
    public static let fastOutSlowIn = TimingCurve(x1: 0.4, y1: 0, x2: 0.2, y2: 1)

    /// The parameters `profile=android` adds, in the order `help edge` lists them; distances are
    /// the sources' dp, written in pt (one dp is taken as one pt).
    public static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "linear-distance", defaultValue: "412",
            summary: "android: back progress grows linearly up to this travel, dp taken as pt (capped at max-distance)",
            unit: "pt", range: "> 0",
            source:
                "aosp-mirror/platform_frameworks_base core/java/android/window/BackTouchTracker.java "
                + "setProgressThresholds; core/java/android/window/WindowOnBackInvokedDispatcher.java "
                + "onConfigurationChanged (min(width, navigation_edge_action_progress_threshold 412 dp))"),
        ParameterInfo(
            name: "max-distance", defaultValue: "screen",
            summary: "android: travel at which back progress reaches 1; screen is the window's width",
            unit: "pt", range: "screen or > 0",
            source:
                "aosp-mirror/platform_frameworks_base core/java/android/window/WindowOnBackInvokedDispatcher.java "
                + "onConfigurationChanged (maxBounds width); BackTouchTracker.java getMaxDistance"),
        ParameterInfo(
            name: "non-linear-factor", defaultValue: "0.2",
            summary: "android: past linear-distance, how far toward max-distance the initial target sits",
            range: "0 to 1",
            source:
                "aosp-mirror/platform_frameworks_base core/java/android/window/BackTouchTracker.java getProgress; "
                + "SystemUI EdgeBackGestureHandler back_progress_non_linear_factor 0.2"),
        ParameterInfo(
            name: "trigger-threshold", defaultValue: "16",
            summary: "android: travel past which the gesture is active (release goes back)",
            unit: "pt", range: ">= 0",
            source:
                "aosp-mirror/platform_frameworks_base packages/SystemUI/src/com/android/systemui/navigationbar/"
                + "gestural/BackPanelController.kt updateArrowStateOnMove (swipeTriggerThreshold, "
                + "navigation_edge_action_drag_threshold 16 dp)"),
        ParameterInfo(
            name: "switch-delta", defaultValue: "32",
            summary:
                "android: continuous travel toward the edge that makes an active gesture inactive (away: active "
                + "again); also inactive when the vertical travel exceeds twice the horizontal",
            unit: "pt", range: ">= 0",
            source:
                "aosp-mirror/platform_frameworks_base .../gestural/BackPanelController.kt updateArrowStateOnMove "
                + "(minDeltaForSwitch); the value of navigation_edge_minimum_x_delta_for_switch was not in the "
                + "sources read: 32 is sheetlab's choice"),
        ParameterInfo(
            name: "hide-duration-max", defaultValue: "0.3",
            summary: "android: the commit animation at progress 0 (FastOutSlowIn)", unit: "s", range: "0 to 3600",
            source:
                "material-components/material-components-android lib/java/com/google/android/material/motion/"
                + "MaterialBackAnimationHelper.java HIDE_DURATION_MAX_DEFAULT; MaterialBottomContainerBackHelper.java "
                + "finishBackProgressNotPersistent"),
        ParameterInfo(
            name: "hide-duration-min", defaultValue: "0.15",
            summary: "android: the commit animation at progress 1; between, lerp(max, min, progress)", unit: "s",
            range: "0 to 3600",
            source:
                "material-components/material-components-android .../motion/MaterialBackAnimationHelper.java "
                + "HIDE_DURATION_MIN_DEFAULT"),
        ParameterInfo(
            name: "cancel-duration", defaultValue: "0.1",
            summary: "android: progress returns to 0 over this on a cancel (FastOutSlowIn)", unit: "s",
            range: "0 to 3600",
            source:
                "material-components/material-components-android .../motion/MaterialBackAnimationHelper.java "
                + "CANCEL_DURATION_DEFAULT; MaterialBottomContainerBackHelper.java cancelBackProgress"),
        ParameterInfo(
            name: "density", defaultValue: "2.625",
            summary: "android: px per dp, for the px readings (thresholds scale with it: no decision changes)",
            range: "> 0", source: "android DisplayMetrics.density (sheetlab's choice of phone, as profile material)"),
    ]

    /// Sets one of its parameters from text; false for a name it does not own.
    mutating func set(_ name: String, to text: String) throws(ParameterError) -> Bool {
        func seconds() throws(ParameterError) -> Double {
            let value = try ParameterParsing.number(text, for: name, .nonNegative)
            guard value <= EdgeTiming.seconds.upperBound else {
                throw .invalidValue(name: name, value: text, expected: "a number from 0 to 3600")
            }
            return value
        }
        switch name {
        case "linear-distance": linearDistance = try ParameterParsing.number(text, for: name, .positive)
        case "max-distance":
            maxDistance = text == "screen" ? nil : try ParameterParsing.number(text, for: name, .positive)
        case "non-linear-factor": nonLinearFactor = try ParameterParsing.number(text, for: name, .unitInterval)
        case "trigger-threshold": triggerThreshold = try ParameterParsing.number(text, for: name, .nonNegative)
        case "switch-delta": switchDelta = try ParameterParsing.number(text, for: name, .nonNegative)
        case "hide-duration-max": hideDurationMax = try seconds()
        case "hide-duration-min": hideDurationMin = try seconds()
        case "cancel-duration": cancelDuration = try seconds()
        case "density": density = try ParameterParsing.number(text, for: name, .positive)
        default: return false
        }
        return true
    }

    /// One of its parameters as a user types it; nil for a name it does not own.
    func text(of name: String) -> String? {
        switch name {
        case "linear-distance": ParameterParsing.text(linearDistance)
        case "max-distance": maxDistance.map(ParameterParsing.text) ?? "screen"
        case "non-linear-factor": ParameterParsing.text(nonLinearFactor)
        case "trigger-threshold": ParameterParsing.text(triggerThreshold)
        case "switch-delta": ParameterParsing.text(switchDelta)
        case "hide-duration-max": ParameterParsing.text(hideDurationMax)
        case "hide-duration-min": ParameterParsing.text(hideDurationMin)
        case "cancel-duration": ParameterParsing.text(cancelDuration)
        case "density": ParameterParsing.text(density)
        default: nil
        }
    }

    /// BackTouchTracker's thresholds on a window `width` dp wide: `max-distance` (the width unless
    /// set) and `linear-distance` capped at it, as the system passes them.
    func thresholds(width: Double) -> (linear: Double, maximum: Double) {
        let maximum = maxDistance ?? width
        return (min(linearDistance, maximum), maximum)
    }

    /// BackTouchTracker.getProgress: linear up to the linear distance against a target that sits
    /// `non-linear-factor` of the way to the maximum, then the target moves on to the maximum;
    /// clamped to 0...1. `deltaX` is the travel from the start the tracker measures from.
    public func progress(deltaX: Double, width: Double) -> Double {
        let travel = max(0, deltaX)
        let (linear, maximum) = thresholds(width: width)
        let distance = maximum == 0 ? 1 : maximum
        let value: Double
        if linear < distance {
            let nonLinear = distance - linear
            let initialTarget = linear + nonLinear * nonLinearFactor
            if travel <= linear {
                value = travel / initialTarget
            } else {
                let amount = (travel - linear) / nonLinear
                value = travel / (initialTarget + (distance - initialTarget) * amount)
            }
        } else {
            value = travel / distance
        }
        return min(max(value, 0), 1)
    }

    /// MaterialBottomContainerBackHelper's hide duration at `progress`: `lerp(max, min, progress)`, s.
    public func hideDuration(progress: Double) -> Double {
        hideDurationMax + (hideDurationMin - hideDurationMax) * progress
    }

    /// The commit animation: FastOutSlowIn over the hide duration at `progress`.
    func commitAnimation(progress: Double) -> Animation {
        let seconds = hideDuration(progress: progress)
        return .easing(
            .bezier(Self.fastOutSlowIn), seconds: seconds,
            spelling: Self.fastOutSlowInSpelling(seconds: seconds))
    }

    /// The cancel animation: FastOutSlowIn over `cancel-duration`.
    var cancelAnimation: Animation {
        .easing(
            .bezier(Self.fastOutSlowIn), seconds: cancelDuration,
            spelling: Self.fastOutSlowInSpelling(seconds: cancelDuration))
    }

    /// `FastOutSlowIn(250 ms)`: the spelling of a FastOutSlowIn easing lasting `seconds`.
    static func fastOutSlowInSpelling(seconds: Double) -> String {
        "FastOutSlowIn(\(DecimalFormat.format(seconds * 1000, decimals: 0)) ms)"
    }
}
